// Breakpoints 640, 768 (desktop) and 1024 px (docs/product/constants.md). Mobile first: styles without a query are the
// phone layout, `media.md` and up add the desktop one.

export const breakpoints = {
  sm: 640,
  md: 768,
  lg: 1024,
} as const;

export type Breakpoint = keyof typeof breakpoints;

export const media = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  /** Motion that is decoration only goes inside this query. */
  motionSafe: '@media (prefers-reduced-motion: no-preference)',
} as const;

/** The same queries without `@media`, for `useMediaQuery`. */
export const mediaQueries = {
  sm: `(min-width: ${breakpoints.sm}px)`,
  md: `(min-width: ${breakpoints.md}px)`,
  lg: `(min-width: ${breakpoints.lg}px)`,
} as const;
