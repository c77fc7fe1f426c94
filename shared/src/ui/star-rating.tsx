// A rating out of five as five stars, read as one phrase ("Rated 5 out of 5") rather than five pictures.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';

/** Whole stars filled for a rating out of five (half a star or more rounds up), within 0-5. */
export function filledStars(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(5, Math.max(0, Math.round(rating)));
}

export interface StarRatingProps {
  rating: number;
  /** Each star's size in px. */
  size?: number;
}

export function StarRating({ rating, size = 16 }: StarRatingProps) {
  const theme = useOjaTheme();
  const filled = filledStars(rating);
  return (
    <span
      role="img"
      aria-label={`Rated ${filled} out of 5`}
      css={css({ display: 'inline-flex', gap: 2, lineHeight: 0 })}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <svg key={star} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9L12 2.8z"
            // Amber stars on white are decoration beside the words; the empty ones keep an outline you can see.
            fill={star <= filled ? theme.colors.accent : 'none'}
            stroke={star <= filled ? theme.colors.accentHover : theme.colors.borderStrong}
            strokeWidth={1.5}
            strokeLinejoin="round"
          />
        </svg>
      ))}
    </span>
  );
}
