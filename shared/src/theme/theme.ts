// The one theme object, for emotion's ThemeProvider. Its type is merged into emotion's `Theme`, so
// `theme.colors.primary` is typed in every `css` prop, `styled` component and `useTheme()` of the platform.
import { breakpoints, media, mediaQueries } from './breakpoints';
import { colors, palette } from './colors';
import { controlHeights, durations, easings, radii, shadows, space, zIndices } from './tokens';
import { fontSizes, fonts, fontWeights, lineHeights, text } from './typography';

export const theme = {
  palette,
  colors,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  text,
  space,
  radii,
  shadows,
  zIndices,
  controlHeights,
  motion: { durations, easings },
  breakpoints,
  media,
  mediaQueries,
} as const;

export type OjaTheme = typeof theme;

declare module '@emotion/react' {
  // Interface merging is the only way to type emotion's theme; the empty body is the point.
  export interface Theme extends OjaTheme {}
}

/**
 * The theme a component should style with: the provider's when there is one, else the default. Apps wrap their
 * tree in `<ThemeProvider theme={theme}>`; the fallback only keeps a remote running alone (or a test) from
 * crashing on `undefined.colors` when it forgot to.
 */
export function resolveTheme(candidate: object): OjaTheme {
  return 'colors' in candidate && 'space' in candidate ? (candidate as OjaTheme) : theme;
}
