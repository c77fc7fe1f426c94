// Page-wide base styles: a modern reset, the body's type and colours, one focus ring, reduced motion.
// Rendered once by the shell (a second copy would only repeat the same rules).
import { type CSSObject, Global } from '@emotion/react';
import { focusRing, visuallyHidden } from './helpers';
import type { OjaTheme } from './theme';
import { useOjaTheme } from './use-oja-theme';

export function globalStyles(theme: OjaTheme): CSSObject {
  const { colors } = theme;
  return {
    '*, *::before, *::after': { boxSizing: 'border-box' },
    // Margins come from layout components, not from the browser's defaults.
    'body, h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol, menu': { margin: 0 },
    'ul[role="list"], ol[role="list"]': { listStyle: 'none', padding: 0 },
    html: {
      colorScheme: 'light',
      WebkitTextSizeAdjust: '100%',
      textSizeAdjust: '100%',
      WebkitTapHighlightColor: 'transparent',
    },
    // Smooth scrolling only for in-page jumps (html:focus-within), never for a route change's scroll to top.
    [theme.media.motionSafe]: { 'html:focus-within': { scrollBehavior: 'smooth' } },
    body: {
      minHeight: '100dvh',
      fontFamily: theme.fonts.body,
      fontSize: theme.fontSizes.md,
      lineHeight: theme.lineHeights.normal,
      color: colors.text,
      backgroundColor: colors.background,
      WebkitFontSmoothing: 'antialiased',
      MozOsxFontSmoothing: 'grayscale',
      textRendering: 'optimizeLegibility',
    },
    'img, picture, video, canvas, svg': { display: 'block', maxWidth: '100%' },
    'img, video': { height: 'auto' },
    'input, button, textarea, select': { font: 'inherit', color: 'inherit', letterSpacing: 'inherit' },
    'p, h1, h2, h3, h4, h5, h6': { overflowWrap: 'break-word' },
    'h1, h2, h3, h4, h5, h6': { textWrap: 'balance', lineHeight: theme.lineHeights.snug },
    p: { textWrap: 'pretty' },
    a: { color: colors.primaryText, textUnderlineOffset: '0.18em', textDecorationThickness: '1px' },
    'a:hover': { color: colors.primaryPressed, textDecorationThickness: '2px' },
    code: { fontFamily: theme.fonts.mono, fontSize: '0.9em' },
    '::selection': { backgroundColor: colors.primarySoftHover, color: colors.text },
    // One ring for everything focusable; primitives apply the same helper to their own parts.
    ':focus-visible': focusRing(theme),
    '.visually-hidden': visuallyHidden,
    // Animations end at once instead of being removed, so `animationend` handlers and end states still apply.
    '@media (prefers-reduced-motion: reduce)': {
      '*, *::before, *::after': {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
      },
    },
  };
}

/** The platform's base styles. Render once, inside the ThemeProvider, at the root of the shell. */
export function GlobalStyles() {
  const theme = useOjaTheme();
  return <Global styles={globalStyles(theme)} />;
}
