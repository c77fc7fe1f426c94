// Two looks several screens of this remote share: a row of small parts that wraps where the column is narrow, and
// the outline of an item in a list (a document, a card).
import { css } from '@emotion/react';
import type { OjaTheme } from '@oja/shared/theme';

/** Parts centred on one line, wrapping onto the next where they do not fit. */
export function wrappingRow(gap: string) {
  return css({ display: 'flex', alignItems: 'center', gap, flexWrap: 'wrap' });
}

/** The line around an item of a list. */
export function outlined(theme: OjaTheme) {
  return css({ border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.md });
}
