// The look of this remote's tables (the merchants, the activity): one cell style, one header row style.
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
      textTransform: 'uppercase',
      letterSpacing: '0.04em',
      background: theme.colors.surfaceSunken,
    },
  });
}
