import { css } from '@emotion/react';
import { formatDate } from '@oja/shared/format';
import { useOjaTheme } from '@oja/shared/theme';
import { StarRating } from '@oja/shared/ui';
import type { ReviewFigure } from '../lib/figures';
import { RoundMark } from './round-mark';

/** "Adaeze Okafor" -> "AO": the first letters of the first and last names. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

export function ReviewCard({ review }: { review: ReviewFigure }) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  return (
    <article
      aria-label={`Review by ${review.customer}`}
      css={css({
        display: 'grid',
        gridTemplateRows: 'auto auto 1fr',
        gap: space[3],
        height: '100%',
        padding: space[5],
        background: colors.surface,
        border: `1px solid ${colors.border}`,
        borderRadius: theme.radii.lg,
        boxShadow: theme.shadows.xs,
      })}
    >
      <header css={css({ display: 'flex', alignItems: 'center', gap: space[3] })}>
        <RoundMark size={40} background={colors.primarySoft} color={colors.primaryText} type={css(theme.text.label)}>
          {initials(review.customer)}
        </RoundMark>
        <div css={css({ minWidth: 0 })}>
          <h3 css={css({ margin: 0, ...theme.text.label, color: colors.text })}>{review.customer}</h3>
          <p css={css({ margin: 0, ...theme.text.caption, color: colors.textMuted })}>
            {review.area} · <time dateTime={review.date}>{formatDate(`${review.date}T12:00:00Z`)}</time>
          </p>
        </div>
      </header>
      <div css={css({ display: 'flex', alignItems: 'center', gap: space[2], flexWrap: 'wrap' })}>
        <StarRating rating={review.rating} size={14} />
        <span css={css({ ...theme.text.caption, color: colors.textMuted })}>{review.dish}</span>
      </div>
      <blockquote css={css({ margin: 0, ...theme.text.bodySm, color: colors.textSecondary })}>
        <p css={css({ margin: 0 })}>{review.text}</p>
      </blockquote>
    </article>
  );
}
