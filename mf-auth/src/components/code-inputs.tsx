// The five single-digit boxes of the "Check your email" step (docs/product/screens.md and rules.md, "Forgot password"),
// as one labelled group with its error; how they answer typing, Backspace, the arrows and a paste is
// hooks/use-code-boxes.ts.
import { css } from '@emotion/react';
import { focusRing, type OjaTheme, useOjaTheme } from '@oja/shared/theme';
import { useId } from 'react';
import { useCodeBoxes } from '../hooks/use-code-boxes';

export interface CodeInputsProps {
  /** One entry per box: a digit or ''. */
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  /** The group's accessible name, shown as its legend. */
  label: string;
  error?: string | undefined;
  disabled?: boolean;
  autoFocus?: boolean;
}

export function CodeInputs({ digits, onChange, label, error, disabled, autoFocus }: CodeInputsProps) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  const errorId = useId();
  const legendId = useId();
  const boxHandlers = useCodeBoxes(digits, onChange);

  const invalid = Boolean(error);
  return (
    <fieldset
      aria-describedby={invalid ? errorId : undefined}
      css={css({ border: 0, margin: 0, padding: 0, minWidth: 0 })}
    >
      <legend id={legendId} css={css({ ...theme.text.label, color: colors.text, padding: 0, marginBottom: space[2] })}>
        {label}
      </legend>
      <div css={css({ display: 'flex', gap: space[2], [theme.media.sm]: { gap: space[3] } })}>
        {digits.map((digit, index) => (
          <input
            // The boxes never reorder: the position is the identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            {...boxHandlers(index)}
            value={digit}
            onFocus={(event) => event.target.select()}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="one-time-code"
            // biome-ignore lint/a11y/noAutofocus: the step exists to take this code; focus goes where the typing goes
            autoFocus={autoFocus && index === 0}
            disabled={disabled}
            aria-label={`Digit ${index + 1} of ${digits.length}`}
            aria-invalid={invalid || undefined}
            css={boxStyles(theme, digit !== '')}
          />
        ))}
      </div>
      {invalid && (
        <p
          id={errorId}
          role="alert"
          css={css({ ...theme.text.bodySm, color: colors.error.fg, margin: `${space[2]} 0 0` })}
        >
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** One box: a large digit, its border in the primary colour once filled. */
function boxStyles(theme: OjaTheme, filled: boolean) {
  const { colors } = theme;
  return css({
    width: '100%',
    maxWidth: 64,
    minWidth: 0,
    flex: '1 1 0',
    height: 60,
    padding: 0,
    textAlign: 'center',
    fontSize: theme.fontSizes['2xl'],
    fontWeight: theme.fontWeights.semibold,
    fontFamily: theme.fonts.body,
    fontVariantNumeric: 'tabular-nums',
    color: colors.text,
    backgroundColor: colors.surface,
    border: `1.5px solid ${filled ? colors.primary : colors.borderStrong}`,
    borderRadius: theme.radii.md,
    caretColor: colors.primary,
    transition: `border-color ${theme.motion.durations.fast}, box-shadow ${theme.motion.durations.fast}`,
    '&:hover:not(:disabled)': { borderColor: colors.primary },
    '&:focus-visible': focusRing(theme),
    '&[aria-invalid="true"]': { borderColor: colors.error.fg, backgroundColor: colors.error.bg },
    '&:disabled': { backgroundColor: colors.surfaceSunken, color: colors.textMuted },
    [theme.media.sm]: { height: 64 },
  });
}
