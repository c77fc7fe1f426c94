// The looks of this remote's lists of things on file (documents, pick-up points): no bullets, each item outlined, its
// parts spread along one line that wraps where the column is narrow.
import { css } from '@emotion/react';
import type { OjaTheme } from '@oja/shared/theme';

/** A list with no bullets, its items `gap` apart. */
export function plainList(gap: string) {
  return css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap });
}

/** The line around an item of a list. */
export function outlined(theme: OjaTheme) {
  return css({ border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.md });
}

/** An item's parts along one line, the last at its end, wrapping where they do not fit. */
export function spreadRow(gap: string) {
  return css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap });
}
