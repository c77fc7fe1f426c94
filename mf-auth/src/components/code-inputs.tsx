// The five single-digit boxes of the "Check your email" step (docs/product/screens.md and rules.md, "Forgot password"):
// typing a digit moves to the next box (also the digit the box already held), Backspace on an empty box goes back and clears the one before, a paste (or a
// phone's one-time-code autofill, which types the whole code into one box) spreads its digits over the boxes and drops
// everything else.
import { css } from '@emotion/react';
import { focusRing, useOjaTheme } from '@oja/shared/theme';
import { type ChangeEvent, type ClipboardEvent, type FormEvent, type KeyboardEvent, useId, useRef } from 'react';

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

/** Writes the digits of `text` into the boxes from `start` on; anything that is not a digit is dropped. */
export function spreadDigits(
  digits: readonly string[],
  start: number,
  text: string,
): { digits: string[]; next: number } {
  const incoming = text.replace(/\D/g, '').split('');
  const result = [...digits];
  let index = start;
  for (const digit of incoming) {
    if (index >= result.length) break;
    result[index] = digit;
    index += 1;
  }
  return { digits: result, next: Math.min(index, result.length - 1) };
}

export function CodeInputs({ digits, onChange, label, error, disabled, autoFocus }: CodeInputsProps) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const errorId = useId();
  const legendId = useId();

  const focusBox = (index: number) => {
    const box = refs.current[Math.max(0, Math.min(index, digits.length - 1))];
    box?.focus();
    box?.select();
  };

  const handleChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value.replace(/\D/g, '');
    if (typed === '') {
      // Deleting the digit (or typing a letter, which is dropped).
      const next = [...digits];
      next[index] = '';
      onChange(next);
      return;
    }
    // Typing over a digit gives two characters: the new one is the one that is not the old one.
    const text = typed.length === 2 && typed.startsWith(digits[index] ?? '') ? typed.slice(1) : typed;
    const spread = spreadDigits(digits, index, text);
    onChange(spread.digits);
    focusBox(text.length > 1 ? spread.next : index + 1);
  };

  // Typing the digit a box already holds changes nothing, so React reports no change: the input event still moves on.
  const handleInput = (index: number) => (event: FormEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    if (value !== '' && value === digits[index]) focusBox(index + 1);
  };

  const handlePaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text');
    if (text.replace(/\D/g, '') === '') return;
    // A whole code pasted anywhere fills the boxes from the first one.
    const start = text.replace(/\D/g, '').length >= digits.length ? 0 : index;
    const spread = spreadDigits(digits, start, text);
    onChange(spread.digits);
    focusBox(spread.next);
  };

  const handleKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && (digits[index] ?? '') === '' && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < digits.length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

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
            ref={(element) => {
              refs.current[index] = element;
            }}
            value={digit}
            onChange={handleChange(index)}
            onInput={handleInput(index)}
            onPaste={handlePaste(index)}
            onKeyDown={handleKeyDown(index)}
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
            css={css({
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
              border: `1.5px solid ${digit === '' ? colors.borderStrong : colors.primary}`,
              borderRadius: theme.radii.md,
              caretColor: colors.primary,
              transition: `border-color ${theme.motion.durations.fast}, box-shadow ${theme.motion.durations.fast}`,
              '&:hover:not(:disabled)': { borderColor: colors.primary },
              '&:focus-visible': focusRing(theme),
              '&[aria-invalid="true"]': { borderColor: colors.error.fg, backgroundColor: colors.error.bg },
              '&:disabled': { backgroundColor: colors.surfaceSunken, color: colors.textMuted },
              [theme.media.sm]: { height: 64 },
            })}
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
