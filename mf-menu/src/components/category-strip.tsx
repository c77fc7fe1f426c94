// List mode's horizontally scrolling Categories row: "Add Category +" first (always in reach without scrolling),
// then each category's picture, name, product count and edit button. When the row holds more than fits, arrows
// beside the heading say so (and scroll it), and a fade on the cut edge shows that the row goes on.
import { css, type SerializedStyles } from '@emotion/react';
import type { Category } from '@oja/shared/api';
import { EmptyMessage, ErrorState, LoadingState, statusOf } from '@oja/shared/query';
import { type OjaTheme, useOjaTheme } from '@oja/shared/theme';
import { ChevronLeftIcon, ChevronRightIcon, IconButton, Skeleton } from '@oja/shared/ui';
import { type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { LOAD_MESSAGES, useCategories } from '../data/menu';
import { useMenuPaths } from '../hooks/use-menu-paths';
import { FROM_LIST } from '../lib/menu-paths';
import { PencilIcon } from './icons';
import { MenuImage } from './menu-image';

const TILE_WIDTH = 168;
const IMAGE_HEIGHT = 112;
const EDGE_SLACK = 8;

export const CATEGORY_TEXTS = {
  heading: 'Categories',
  add: 'Add Category +',
  loading: 'Loading categories...',
  empty: 'No categories found. Create your first category!',
} as const;

export function CategoryStrip() {
  const theme = useOjaTheme();
  const categories = useCategories();
  const status = statusOf(categories);
  const rows = categories.data ?? [];
  const { space } = theme;
  const row = useRef<HTMLUListElement>(null);
  const overflow = useOverflow(row, rows.length);

  const tile = tileStyle(theme);

  const addTile = <AddCategoryTile tile={tile} />;

  let body: ReactNode = null;
  if (status === 'loading') {
    body = <LoadingState>{CATEGORY_TEXTS.loading}</LoadingState>;
  } else if (status === 'error') {
    body = <ErrorState message={LOAD_MESSAGES.categories} onRetry={() => categories.refetch()} />;
  } else if (rows.length === 0) {
    body = <EmptyMessage>{CATEGORY_TEXTS.empty}</EmptyMessage>;
  }

  return (
    <section aria-labelledby="menu-categories-heading" css={css({ display: 'grid', gap: space[3], minWidth: 0 })}>
      <div css={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space[2] })}>
        <h2 id="menu-categories-heading" css={css({ ...theme.text.h3, margin: 0 })}>
          {CATEGORY_TEXTS.heading}
        </h2>
        {overflow.scrollable && (
          <div css={css({ display: 'flex', gap: space[1] })}>
            <IconButton
              label="Previous categories"
              icon={<ChevronLeftIcon size={20} />}
              disabled={overflow.atStart}
              onClick={() => overflow.page(-1)}
            />
            <IconButton
              label="More categories"
              icon={<ChevronRightIcon size={20} />}
              disabled={overflow.atEnd}
              onClick={() => overflow.page(1)}
            />
          </div>
        )}
      </div>
      <div css={css({ display: 'flex', gap: space[3], alignItems: 'stretch', minWidth: 0 })}>
        {rows.length > 0 ? (
          <ul
            ref={row}
            aria-label={CATEGORY_TEXTS.heading}
            aria-busy={categories.isFetching || undefined}
            data-more={overflow.atEnd ? undefined : 'true'}
            css={css({
              listStyle: 'none',
              margin: 0,
              padding: `${space[1]} ${space[1]} ${space[3]}`,
              display: 'flex',
              gap: space[3],
              overflowX: 'auto',
              scrollSnapType: 'x proximity',
              // Tiles snap to the list's padding edge, so the row at rest is at scroll position 0, not 4 px in.
              scrollPaddingInline: space[1],
              overscrollBehaviorX: 'contain',
              minWidth: 0,
              flex: 1,
              // The cut edge fades while more tiles wait beyond it.
              '&[data-more]': {
                maskImage: 'linear-gradient(to right, #000 calc(100% - 48px), transparent)',
              },
            })}
          >
            {addTile}
            {rows.map((category) => (
              <CategoryTile key={category.id} category={category} tileStyle={tile} />
            ))}
          </ul>
        ) : (
          <>
            <ul css={css({ listStyle: 'none', margin: 0, padding: space[1], display: 'flex' })}>{addTile}</ul>
            <div css={css({ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center' })}>
              {status === 'loading' && (
                <div
                  aria-hidden="true"
                  css={css({ display: 'none', [theme.media.sm]: { display: 'flex', gap: space[3] } })}
                >
                  <Skeleton width={TILE_WIDTH} height={IMAGE_HEIGHT + 58} radius="lg" />
                  <Skeleton width={TILE_WIDTH} height={IMAGE_HEIGHT + 58} radius="lg" />
                </div>
              )}
              {body}
            </div>
          </>
        )}
      </div>
    </section>
  );
}

/** A tile of the row: the category's, or "Add Category +". */
function tileStyle(theme: OjaTheme) {
  const { colors, radii } = theme;
  return css({
    flex: 'none',
    width: TILE_WIDTH,
    scrollSnapAlign: 'start',
    borderRadius: radii.lg,
    backgroundColor: colors.surface,
    border: `1px solid ${colors.border}`,
    overflow: 'hidden',
    display: 'flex',
    flexDirection: 'column',
  });
}

/** "Add Category +", first in the row so it is in reach without scrolling. */
function AddCategoryTile({ tile }: { tile: SerializedStyles }) {
  const menuPaths = useMenuPaths();
  const theme = useOjaTheme();
  const { colors, space } = theme;
  return (
    <li css={css({ flex: 'none', display: 'flex', scrollSnapAlign: 'start' })}>
      <Link
        to={menuPaths.newCategory}
        state={FROM_LIST}
        css={[
          tile,
          css({
            alignItems: 'center',
            justifyContent: 'center',
            gap: space[2],
            minHeight: IMAGE_HEIGHT + 58,
            border: `1.5px dashed ${colors.primary}`,
            backgroundColor: colors.primarySoft,
            color: colors.primaryText,
            fontWeight: theme.fontWeights.semibold,
            textDecoration: 'none',
            transition: `background-color ${theme.motion.durations.fast}`,
            '&:hover': { backgroundColor: colors.primarySoftHover },
            '&:focus-visible': { outline: `2px solid ${colors.focus}`, outlineOffset: 2 },
          }),
        ]}
      >
        {/* The words are the spec's, plus sign included: that sign is the tile's only one. */}
        <span css={css({ textAlign: 'center', padding: `0 ${space[2]}` })}>{CATEGORY_TEXTS.add}</span>
      </Link>
    </li>
  );
}

function CategoryTile({ category, tileStyle }: { category: Category; tileStyle: ReturnType<typeof css> }) {
  const menuPaths = useMenuPaths();
  const theme = useOjaTheme();
  const { colors, space } = theme;
  const count = category.products_count;
  return (
    <li css={tileStyle}>
      <MenuImage src={category.image} width={TILE_WIDTH} height={IMAGE_HEIGHT} radius="sm" />
      <div
        css={css({
          display: 'flex',
          alignItems: 'center',
          gap: space[2],
          padding: `${space[2]} ${space[2]} ${space[2]} ${space[3]}`,
        })}
      >
        <div css={css({ flex: 1, minWidth: 0 })}>
          <p
            title={category.name}
            css={css({
              ...theme.text.label,
              margin: 0,
              color: colors.text,
              // Two lines before it is cut: "Soups and Swallow" fits whole.
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
            })}
          >
            {category.name}
          </p>
          {count !== undefined && (
            <p css={css({ ...theme.text.caption, margin: 0, color: colors.textMuted })}>
              {count === 1 ? '1 item' : `${count} items`}
            </p>
          )}
        </div>
        <Link
          to={menuPaths.editCategory(category.uuid)}
          state={FROM_LIST}
          aria-label={`Edit ${category.name}`}
          css={css({
            display: 'grid',
            placeItems: 'center',
            flex: 'none',
            width: theme.controlHeights.touch,
            height: theme.controlHeights.touch,
            borderRadius: theme.radii.pill,
            color: colors.textSecondary,
            '&:hover': { backgroundColor: colors.surfaceHover, color: colors.primaryText },
            '&:focus-visible': { outline: `2px solid ${colors.focus}`, outlineOffset: 0 },
          })}
        >
          <PencilIcon size={18} />
        </Link>
      </div>
    </li>
  );
}

/**
 * Whether the row scrolls, and where it stands: followed on scroll and resize. `page` scrolls by most of a visible
 * width, so one tile stays in view as a landmark.
 */
function useOverflow(row: RefObject<HTMLUListElement | null>, count: number) {
  const [state, setState] = useState({ scrollable: false, atStart: true, atEnd: true });
  const measure = useCallback(() => {
    const element = row.current;
    if (!element) return setState({ scrollable: false, atStart: true, atEnd: true });
    const { scrollLeft, scrollWidth, clientWidth } = element;
    const next = {
      scrollable: scrollWidth > clientWidth + EDGE_SLACK,
      // A few pixels of slack: snapping and sub-pixel widths stop a scroll just short of either end.
      atStart: scrollLeft <= EDGE_SLACK,
      atEnd: scrollLeft + clientWidth >= scrollWidth - EDGE_SLACK,
    };
    setState((current) =>
      current.scrollable === next.scrollable && current.atStart === next.atStart && current.atEnd === next.atEnd
        ? current
        : next,
    );
  }, [row]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new count means new tiles to measure.
  useEffect(() => {
    const element = row.current;
    measure();
    if (!element) return;
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure, row, count]);

  const page = (direction: 1 | -1) => {
    const element = row.current;
    if (!element) return;
    element.scrollBy({ left: direction * Math.max(TILE_WIDTH, element.clientWidth - TILE_WIDTH), behavior: 'smooth' });
  };
  return { ...state, page };
}
