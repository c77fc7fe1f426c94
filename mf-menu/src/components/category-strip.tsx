// List mode's horizontally scrolling Categories row: "Add Category +" first (always in reach without scrolling),
// then each category's picture, name, product count and edit button.
import { css, type SerializedStyles } from '@emotion/react';
import type { Category } from '@oja/shared/api';
import { EmptyMessage, ErrorState, LoadingState, statusOf } from '@oja/shared/query';
import { type OjaTheme, useOjaTheme } from '@oja/shared/theme';
import { Skeleton } from '@oja/shared/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LOAD_MESSAGES, useCategories } from '../data/menu';
import { FROM_LIST, useMenuPaths } from '../lib/menu-paths';
import { PencilIcon, PlusIcon } from './icons';
import { MenuImage } from './menu-image';

const TILE_WIDTH = 168;
const IMAGE_HEIGHT = 112;

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
      <h2 id="menu-categories-heading" css={css({ ...theme.text.h3, margin: 0 })}>
        {CATEGORY_TEXTS.heading}
      </h2>
      <div css={css({ display: 'flex', gap: space[3], alignItems: 'stretch', minWidth: 0 })}>
        {rows.length > 0 ? (
          <ul
            aria-label={CATEGORY_TEXTS.heading}
            aria-busy={categories.isFetching || undefined}
            css={css({
              listStyle: 'none',
              margin: 0,
              padding: `${space[1]} ${space[1]} ${space[3]}`,
              display: 'flex',
              gap: space[3],
              overflowX: 'auto',
              scrollSnapType: 'x proximity',
              overscrollBehaviorX: 'contain',
              minWidth: 0,
              flex: 1,
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
  const { colors, space, radii } = theme;
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
        <span
          aria-hidden="true"
          css={css({
            display: 'grid',
            placeItems: 'center',
            width: 40,
            height: 40,
            borderRadius: radii.pill,
            backgroundColor: colors.surface,
          })}
        >
          <PlusIcon />
        </span>
        {CATEGORY_TEXTS.add}
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
