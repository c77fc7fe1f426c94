// Spacing, shape, depth, layering and motion tokens.

/** 4 px grid: `space[n]` is n × 4 px. */
export const space = {
  0: '0',
  0.5: '2px',
  1: '4px',
  1.5: '6px',
  2: '8px',
  2.5: '10px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
  16: '64px',
  20: '80px',
  24: '96px',
} as const;

export const radii = {
  none: '0',
  sm: '6px',
  md: '10px',
  lg: '14px',
  xl: '20px',
  pill: '999px',
} as const;

/** Soft, green-black tinted shadows: depth without grey smudges. */
export const shadows = {
  xs: '0 1px 2px rgba(17, 26, 21, 0.06)',
  sm: '0 1px 3px rgba(17, 26, 21, 0.08), 0 1px 2px rgba(17, 26, 21, 0.04)',
  md: '0 6px 16px -4px rgba(17, 26, 21, 0.12), 0 2px 6px -2px rgba(17, 26, 21, 0.06)',
  lg: '0 16px 40px -8px rgba(17, 26, 21, 0.22), 0 4px 12px -4px rgba(17, 26, 21, 0.08)',
} as const;

/** Layers, from the page up. Toasts sit above dialogs so a failed dialog action can still be read. */
export const zIndices = {
  base: 0,
  raised: 1,
  sticky: 100,
  dropdown: 200,
  overlay: 300,
  modal: 400,
  toast: 500,
  tooltip: 600,
} as const;

/**
 * Heights of interactive controls. Fields and default buttons share `md`, so a field and a button line up in a row.
 * 44 px is the smallest touch target on phones (WCAG 2.5.5, Apple HIG): `sm` is for desktop widths only.
 */
export const controlHeights = {
  sm: '36px',
  md: '48px',
  lg: '56px',
  touch: '44px',
} as const;

export const durations = {
  instant: '100ms',
  fast: '150ms',
  base: '200ms',
  slow: '300ms',
} as const;

export const easings = {
  /** Most UI changes: quick start, gentle landing. */
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  /** Things arriving on screen. */
  enter: 'cubic-bezier(0, 0, 0.2, 1)',
  /** Things leaving: accelerate away. */
  exit: 'cubic-bezier(0.4, 0, 1, 1)',
} as const;
