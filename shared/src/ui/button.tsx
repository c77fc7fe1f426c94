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
  busyLabel?: string;
  leadingIcon?: ReactNode;
  trailingIcon?: ReactNode;
}

/** The spinner's size in a busy button, and the gap after it: the room a busy label needs besides its text. */
const SPINNER_PX = 18;
const FACE_GAP = '0.5em';

// A button holds one label at a time: its label while idle, its busy label while busy (a test that looks for
// "Logging in..." finds it only on a busy button). Its width stays steady by CSS: the face carries the other label
// in an attribute, and an invisible `::after` of that text shares the face's grid cell, so the face is as wide as the
// wider of the two. Invisible generated content is neither text of the page nor part of the accessible name.
const stack = css({
  display: 'inline-grid',
  alignItems: 'center',
  justifyItems: 'center',
  '&::after': {
    content: 'attr(data-other-label)',
    gridArea: '1 / 1',
    visibility: 'hidden',
    // Where the button has room (nearly always) it is as wide as the wider label on one line; squeezed (a card in a
    // quarter-width column), the reserved label wraps with the face's text instead of pushing the button out.
    whiteSpace: 'normal',
  },
  // An idle face keeps room for the busy face's spinner too.
  '&[data-shows="label"]::after': { paddingInlineStart: `calc(${SPINNER_PX}px + ${FACE_GAP})` },
});
const face = css({ gridArea: '1 / 1', display: 'inline-flex', alignItems: 'center', gap: FACE_GAP });
/** The text of a label, for the attribute the other face's width is kept by (none for a label that is not text). */
function labelText(label: ReactNode): string | undefined {
  return typeof label === 'string' || typeof label === 'number' ? String(label) : undefined;
}

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
      css={buttonStyles(theme, { variant, size, fullWidth })}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      <span css={stack} data-shows={busy ? 'busy' : 'label'} data-other-label={busy ? labelText(children) : busyLabel}>
        {busy ? (
          <span css={face} data-face="busy">
            <Spinner decorative size={SPINNER_PX} />
            {busyLabel ?? <VisuallyHidden>{children}</VisuallyHidden>}
          </span>
        ) : (
          <span css={face} data-face="label">
            {leadingIcon}
            {children}
            {trailingIcon}
          </span>
        )}
      </span>
    </button>
  );
}
