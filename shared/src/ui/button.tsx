import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { type ButtonStyleOptions, buttonStyles } from './button-styles';
import { Spinner } from './spinner';
import { VisuallyHidden } from './visually-hidden';

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonStyleOptions {
  /** Working: shows a spinner and `busyLabel`, sets `aria-busy` and ignores clicks, at the same width. */
  busy?: boolean;
  /**
   * What the button says while busy ("Logging in..."). Without it the spinner stands alone and the normal label
   * stays the accessible name.
   */
  busyLabel?: ReactNode;
  leadingIcon?: ReactNode;
  trailingIcon?: ReactNode;
}

// Both faces sit in the same grid cell and the hidden one keeps its space, so the button is as wide as the wider
// face and switching to busy never moves anything. `visibility: hidden` also drops that face from the accessible
// name: a busy "Login" button is named "Logging in...". A busy face without its own label is just the spinner,
// narrower than any label, so buttons that never get busy are not widened by it.
// Which face shows follows the button's own `aria-busy`, not a class: a prerendered copy of the button, before any
// script of its page has arrived, turns busy when pressed by that attribute alone (the shell's start script sets it;
// docs/platform.md, "Forms before the scripts").
const stack = css({ display: 'inline-grid', alignItems: 'center', justifyItems: 'center' });
const face = css({ gridArea: '1 / 1', display: 'inline-flex', alignItems: 'center', gap: '0.5em' });
const faces = css({
  '&:not([aria-busy="true"]) [data-face="busy"], &[aria-busy="true"] [data-face="label"]': { visibility: 'hidden' },
});

/**
 * The platform's button. `type` defaults to "button" (pass `type="submit"` in forms), so a button never submits a
 * form by accident.
 */
export function Button({
  variant,
  size,
  fullWidth,
  busy = false,
  busyLabel,
  leadingIcon,
  trailingIcon,
  type = 'button',
  disabled,
  children,
  ...props
}: ButtonProps) {
  const theme = useOjaTheme();
  return (
    <button
      type={type}
      css={[buttonStyles(theme, { variant, size, fullWidth }), faces]}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      <span css={stack}>
        <span css={face} data-face="label">
          {leadingIcon}
          {children}
          {trailingIcon}
        </span>
        <span css={face} data-face="busy">
          <Spinner decorative size={18} />
          {busyLabel ?? <VisuallyHidden>{children}</VisuallyHidden>}
        </span>
      </span>
    </button>
  );
}
