// The charts' colours and type, taken from the shared theme (never a palette of their own). echarts draws on a
// canvas, outside emotion, so the theme's values are handed to the chart builders as plain strings.
import type { OjaTheme } from '@oja/shared/theme';

export interface ChartPalette {
  line: string;
  areaTop: string;
  areaBottom: string;
  gridLine: string;
  axisText: string;
  text: string;
  surface: string;
  border: string;
  delivered: string;
  cancelled: string;
  fontFamily: string;
}

export function chartPalette(theme: OjaTheme): ChartPalette {
  const { colors, palette, fonts } = theme;
  return {
    line: colors.primary,
    // The area under the line fades from the brand green (a quarter strong) to nothing.
    areaTop: 'rgba(14, 124, 74, 0.24)',
    areaBottom: 'rgba(14, 124, 74, 0)',
    gridLine: colors.border,
    axisText: colors.textMuted,
    text: colors.text,
    surface: colors.surface,
    border: colors.border,
    delivered: colors.primary,
    // Red, not amber: amber on white is 2:1, under the 3:1 a chart's shapes need (WCAG 1.4.11).
    cancelled: palette.red500,
    fontFamily: fonts.body,
  };
}
