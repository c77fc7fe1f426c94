// Style snippets every primitive shares, so focus and hiding look and behave the same everywhere.
import type { CSSObject } from '@emotion/react';
import type { OjaTheme } from './theme';

/**
 * The keyboard focus ring: a 3 px blue outline 2 px outside the element, with a 2 px white halo filling the gap,
 * so it stands out on white, on the grey page, on green buttons and on any dark or photo background.
 * Use it under `&:focus-visible`.
 */
export function focusRing(theme: OjaTheme): CSSObject {
  return {
    outline: `3px solid ${theme.colors.focus}`,
    outlineOffset: '2px',
    boxShadow: `0 0 0 2px ${theme.colors.surface}`,
  };
}

/** Hides content visually while keeping it in the accessibility tree (screen readers still read it). */
export const visuallyHidden: CSSObject = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
};
