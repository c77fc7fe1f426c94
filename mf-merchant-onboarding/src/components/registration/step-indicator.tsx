// Where the merchant is in the three steps: numbered circles, a tick for the steps done, the current one marked
// for screen readers with aria-current.
import { css } from '@emotion/react';
import { useOjaTheme, visuallyHidden } from '@oja/shared/theme';
import { CheckIcon } from '@oja/shared/ui';

export const STEP_LABELS = ['Business details', 'Bank details', 'Confirmation'] as const;

export function StepIndicator({ current }: { current: 1 | 2 | 3 }) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  return (
    <nav aria-label="Registration progress" css={css({ marginBottom: space[6] })}>
      <ol
        css={css({
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          // On phones the current step takes the room its name needs.
          gridTemplateColumns: [1, 2, 3].map((n) => (n === current ? 'minmax(0, 2.4fr)' : 'minmax(0, 1fr)')).join(' '),
          gap: space[2],
          [theme.media.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        })}
      >
        {STEP_LABELS.map((label, index) => {
          const number = (index + 1) as 1 | 2 | 3;
          const done = number < current;
          const here = number === current;
          return (
            <li
              key={label}
              aria-current={here ? 'step' : undefined}
              css={css({ display: 'flex', flexDirection: 'column', gap: space[2], minWidth: 0 })}
            >
              <span
                aria-hidden="true"
                css={css({
                  height: 4,
                  borderRadius: theme.radii.pill,
                  backgroundColor: done || here ? colors.primary : colors.border,
                })}
              />
              <span css={css({ display: 'flex', alignItems: 'center', gap: space[2], minWidth: 0 })}>
                <span
                  aria-hidden="true"
                  css={css({
                    flex: 'none',
                    width: 22,
                    height: 22,
                    borderRadius: theme.radii.pill,
                    display: 'grid',
                    placeItems: 'center',
                    fontSize: theme.fontSizes.xs,
                    fontWeight: theme.fontWeights.bold,
                    color: done || here ? colors.onPrimary : colors.textMuted,
                    backgroundColor: done || here ? colors.primary : colors.surfaceSunken,
                  })}
                >
                  {done ? <CheckIcon size={14} strokeWidth={3} /> : number}
                </span>
                <span
                  css={css({
                    ...theme.text.bodySm,
                    fontWeight: here ? theme.fontWeights.semibold : theme.fontWeights.regular,
                    color: here ? colors.text : colors.textMuted,
                    whiteSpace: 'nowrap',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    // Phones have room for the current step's name only; the others show their number.
                    ...(here ? {} : { [`@media (max-width: ${theme.breakpoints.sm - 1}px)`]: visuallyHidden }),
                  })}
                >
                  <span css={css(visuallyHidden)}>{`Step ${number} of 3: `}</span>
                  {label}
                  {done && <span css={css(visuallyHidden)}>{' (done)'}</span>}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
