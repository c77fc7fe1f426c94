// "Step 2 of 4" with a bar of four segments, so a person knows how far the reset has come.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';

export function StepProgress({ step, total }: { step: number; total: number }) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  return (
    <div css={css({ marginBottom: space[6] })}>
      <p
        css={css({
          ...theme.text.caption,
          color: colors.textMuted,
          margin: `0 0 ${space[2]}`,
          textTransform: 'uppercase',
          letterSpacing: '0.08em',
        })}
      >
        Step {step} of {total}
      </p>
      <div
        aria-hidden="true"
        css={css({ display: 'grid', gridTemplateColumns: `repeat(${total}, 1fr)`, gap: space[1.5] })}
      >
        {Array.from({ length: total }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed segments, the position is the identity
            key={index}
            css={css({
              height: 4,
              borderRadius: theme.radii.pill,
              backgroundColor: index < step ? colors.primary : colors.border,
              transition: `background-color ${theme.motion.durations.slow}`,
            })}
          />
        ))}
      </div>
    </div>
  );
}
