// Public entry of @oja/shared/theme: the emotion theme, its tokens and the page's base styles.
export type { Breakpoint } from './breakpoints';
export { breakpoints, media, mediaQueries } from './breakpoints';
export type { FeedbackTone, ToneColors } from './colors';
export { colors, palette } from './colors';
export { contrastRatio } from './contrast';
export { GlobalStyles, globalStyles } from './global-styles';
export { focusRing, visuallyHidden } from './helpers';
export type { OjaTheme } from './theme';
export { resolveTheme, theme } from './theme';
export { controlHeights, durations, easings, radii, shadows, space, zIndices } from './tokens';
export { fontSizes, fonts, fontWeights, lineHeights, text } from './typography';
export { useOjaTheme } from './use-oja-theme';
