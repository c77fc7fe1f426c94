// The look of this remote's tables (the merchants, the activity): one cell style, one header row style. Headers keep
// their case: they are the product's texts ("Names", "Performance"), read as written, not in capitals.
import { css } from '@emotion/react';
import type { OjaTheme } from '@oja/shared/theme';

export function tableCell(theme: OjaTheme) {
  return css({
    padding: `${theme.space[3]} ${theme.space[4]}`,
    borderBottom: `1px solid ${theme.colors.border}`,
    textAlign: 'left',
  });
}

export function tableHeaderRow(theme: OjaTheme) {
  return css({
    '& th': {
      ...theme.text.caption,
      fontWeight: theme.fontWeights.semibold,
      color: theme.colors.textMuted,
      background: theme.colors.surfaceSunken,
    },
  });
}
