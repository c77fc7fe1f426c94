// Type scale. System fonts only: nothing is downloaded, text renders at once in the platform's own face
// (San Francisco, Segoe UI, Roboto), which also covers Yoruba diacritics (Ọjà) on every platform.

export const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  mono: 'ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace',
} as const;

/** A 1.125-ish scale in rem, so text follows the reader's browser font size. */
export const fontSizes = {
  xs: '0.75rem', // 12
  sm: '0.875rem', // 14
  md: '1rem', // 16: body text, and every input (below 16 px iOS zooms the page on focus)
  lg: '1.125rem', // 18
  xl: '1.25rem', // 20
  '2xl': '1.5rem', // 24
  '3xl': '1.875rem', // 30
  '4xl': '2.25rem', // 36
  '5xl': '3rem', // 48
} as const;

export const fontWeights = {
  regular: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
} as const;

export const lineHeights = {
  tight: 1.15,
  snug: 1.3,
  normal: 1.5,
} as const;

/** Ready-made text styles, spread into a `css` object: `css({ ...theme.text.h2, color: ... })`. */
export const text = {
  display: {
    fontSize: fontSizes['5xl'],
    lineHeight: lineHeights.tight,
    fontWeight: fontWeights.bold,
    letterSpacing: '-0.025em',
  },
  h1: {
    fontSize: fontSizes['3xl'],
    lineHeight: lineHeights.tight,
    fontWeight: fontWeights.bold,
    letterSpacing: '-0.02em',
  },
  h2: {
    fontSize: fontSizes['2xl'],
    lineHeight: lineHeights.snug,
    fontWeight: fontWeights.semibold,
    letterSpacing: '-0.015em',
  },
  h3: {
    fontSize: fontSizes.lg,
    lineHeight: lineHeights.snug,
    fontWeight: fontWeights.semibold,
    letterSpacing: '-0.01em',
  },
  body: { fontSize: fontSizes.md, lineHeight: lineHeights.normal, fontWeight: fontWeights.regular },
  bodySm: { fontSize: fontSizes.sm, lineHeight: lineHeights.normal, fontWeight: fontWeights.regular },
  label: { fontSize: fontSizes.sm, lineHeight: lineHeights.snug, fontWeight: fontWeights.semibold },
  caption: { fontSize: fontSizes.xs, lineHeight: lineHeights.snug, fontWeight: fontWeights.medium },
  /** Numbers that line up in tables and stat cards (N12,500). */
  numeric: { fontVariantNumeric: 'tabular-nums' },
} as const;
