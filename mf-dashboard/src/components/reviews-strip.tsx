// The Reviews strip (docs/product/screens.md, "Dashboard"): a horizontally scrolling row of customer reviews. It
// scrolls by touch and trackpad (an overflow container with snap points), by keyboard (the strip is a focusable
// region: arrows move a card, Home and End go to either end), and on desktop by the previous and next buttons.
import { css } from '@emotion/react';
import { focusRing, useOjaTheme } from '@oja/shared/theme';
import { ChevronLeftIcon, ChevronRightIcon, IconButton } from '@oja/shared/ui';
import { useScrollStrip } from '../hooks/use-scroll-strip';
import type { ReviewFigure } from '../lib/figures';
import { ReviewCard } from './review-card';
import { SectionTitle } from './section-title';

/** The buttons that scroll the strip a card back or on. */
const STEPS = [
  { label: 'Previous reviews', icon: <ChevronLeftIcon />, direction: -1 },
  { label: 'Next reviews', icon: <ChevronRightIcon />, direction: 1 },
] as const;

export function ReviewsStrip({ reviews, sample = true }: { reviews: readonly ReviewFigure[]; sample?: boolean }) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  const { ref, edges, step, onKeyDown } = useScrollStrip<HTMLUListElement>();
  const control = css({
    border: `1px solid ${colors.border}`,
    background: colors.surface,
    borderRadius: theme.radii.pill,
    color: colors.text,
  });

  return (
    <section aria-labelledby="reviews-title" css={css({ display: 'grid', gap: space[4], minWidth: 0 })}>
      <header css={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space[3] })}>
        <SectionTitle id="reviews-title" sample={sample}>
          Reviews
        </SectionTitle>
        {/* Phones swipe; the buttons are for pointer users on wider screens (keyboard users have the arrows). */}
        <div css={css({ display: 'none', gap: space[2], [theme.media.md]: { display: 'flex' } })}>
          {STEPS.map(({ label, icon, direction }) => (
            <IconButton
              key={label}
              label={label}
              icon={icon}
              size="sm"
              css={control}
              disabled={direction === -1 ? edges.atStart : edges.atEnd}
              onClick={() => step(direction)}
            />
          ))}
        </div>
      </header>
      <ul
        ref={ref}
        aria-label="Customer reviews"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must take focus to be scrolled by keyboard (WCAG 2.1.1)
        tabIndex={0}
        onKeyDown={onKeyDown}
        css={css({
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: 'min(85%, 320px)',
          gap: space[4],
          margin: 0,
          // Room for the focus ring and the cards' shadow inside the clipped scroll box.
          padding: `${space[1]} ${space[1]} ${space[3]}`,
          listStyle: 'none',
          overflowX: 'auto',
          overscrollBehaviorX: 'contain',
          scrollSnapType: 'x mandatory',
          scrollPaddingInline: space[1],
          borderRadius: theme.radii.lg,
          '&:focus-visible': focusRing(theme),
          [theme.media.md]: { scrollbarWidth: 'thin' },
        })}
      >
        {reviews.map((review) => (
          <li key={review.id} css={css({ scrollSnapAlign: 'start', minWidth: 0 })}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
    </section>
  );
}
