// The Oja palette. Every text/background pair the primitives use is listed with its WCAG 2.x contrast ratio
// (computed with the relative-luminance formula; AA asks 4.5:1 for text, 3:1 for UI boundaries and focus rings).
//
// Text on fills
//   white   on primary        #0E7C4A  5.25:1  (primary button)
//   white   on primaryHover   #0B6B40  6.58:1
//   white   on primaryPressed #095A36  8.31:1
//   primaryText #0B6B40 on primarySoft #E7F5EE  5.86:1, on white 6.58:1  (links, selected nav)
//   ink900  on accent         #F5A524  8.70:1  (amber fills carry dark text; white on amber is only 2.04:1)
//   white   on danger         #B42318  6.57:1, on dangerHover #912018 8.66:1
// Text on surfaces
//   ink900 #111A15  on white 17.76:1, on primarySoft 15.81:1
//   ink700 #3D4A43  on white  9.30:1, on sunken 8.23:1
//   ink600 #5B6760  on white  5.91:1, on page background 5.54:1, on sunken 5.23:1  (secondary text, hints)
//   ink500 #6B7770  on white  4.67:1  (placeholders; inputs are always white)
// Feedback (foreground on its own soft background; on white in brackets)
//   success #0A6B3F on #E7F5EE 5.86:1 (6.59:1)
//   error   #B42318 on #FDECEA 5.75:1 (6.57:1)
//   warning #8A4B00 on #FEF4DF 6.23:1 (6.80:1)
//   info    #1D5FB4 on #E9F1FC 5.51:1 (6.27:1)
// Non-text
//   borderStrong #8A958F on white 3.10:1  (input outlines must be perceivable, WCAG 1.4.11)
//   focus #1F6FEB on white 4.63:1, page 4.34:1, sunken 4.10:1, primarySoft 4.13:1, error soft 4.05:1
//   The focus ring is blue on purpose: it never reads as "selected" (green) or "invalid" (red).

export const palette = {
  green900: '#063D24',
  green800: '#095A36',
  green700: '#0B6B40',
  green600: '#0E7C4A',
  green500: '#15995C',
  green100: '#D3EDE0',
  green50: '#E7F5EE',
  amber600: '#C27803',
  amber500: '#F5A524',
  amber100: '#FDE7BD',
  amber50: '#FEF4DF',
  brown700: '#8A4B00',
  ink900: '#111A15',
  ink700: '#3D4A43',
  ink600: '#5B6760',
  ink500: '#6B7770',
  ink400: '#8A958F',
  ink300: '#B7C1BB',
  ink200: '#DEE5E1',
  ink100: '#EEF2F0',
  ink50: '#F6F8F7',
  white: '#FFFFFF',
  red800: '#912018',
  red700: '#B42318',
  red500: '#E5484D',
  red50: '#FDECEA',
  blue700: '#1D5FB4',
  blue600: '#1F6FEB',
  blue50: '#E9F1FC',
} as const;

/** One feedback tone: text colour, its soft background, a border and a strong colour for icons. */
export interface ToneColors {
  fg: string;
  bg: string;
  border: string;
  solid: string;
}

export const colors = {
  primary: palette.green600,
  primaryHover: palette.green700,
  primaryPressed: palette.green800,
  primarySoft: palette.green50,
  primarySoftHover: palette.green100,
  /** Green text on white or on primarySoft (links, selected items). */
  primaryText: palette.green700,
  onPrimary: palette.white,

  accent: palette.amber500,
  accentHover: palette.amber600,
  accentSoft: palette.amber50,
  /** Amber fills always carry dark text. */
  onAccent: palette.ink900,

  text: palette.ink900,
  textStrong: palette.ink900,
  textSecondary: palette.ink700,
  textMuted: palette.ink600,
  textPlaceholder: palette.ink500,
  textDisabled: palette.ink400,
  textInverse: palette.white,

  /** The page behind cards. */
  background: palette.ink50,
  surface: palette.white,
  surfaceSunken: palette.ink100,
  surfaceHover: '#F1F5F3',
  overlay: 'rgba(17, 26, 21, 0.48)',

  border: palette.ink200,
  borderStrong: palette.ink400,
  focus: palette.blue600,

  danger: palette.red700,
  dangerHover: palette.red800,
  onDanger: palette.white,

  success: { fg: '#0A6B3F', bg: palette.green50, border: '#A9DBC1', solid: palette.green500 },
  error: { fg: palette.red700, bg: palette.red50, border: '#F5B8B1', solid: palette.red500 },
  warning: { fg: palette.brown700, bg: palette.amber50, border: palette.amber100, solid: palette.amber500 },
  info: { fg: palette.blue700, bg: palette.blue50, border: '#BCD3F5', solid: palette.blue600 },
  neutral: { fg: palette.ink700, bg: palette.ink100, border: palette.ink200, solid: palette.ink600 },
} as const satisfies Record<string, string | ToneColors>;

export type FeedbackTone = 'success' | 'error' | 'warning' | 'info';
