// Button looks as a function of the theme, exported so an app can give its router `Link` the same look:
// `<Link to="/merchant/register" css={(theme) => buttonStyles(theme, { variant: 'secondary' })}>`.
import { type CSSObject, css, type SerializedStyles } from '@emotion/react';
import { focusRing, type OjaTheme } from '@oja/shared/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** A button filled with a colour (primary, danger): its text colour on it, a small shadow, darker on hover and press. */
function filled(theme: OjaTheme, background: string, color: string, hover: string, pressed: string): CSSObject {
  return {
    backgroundColor: background,
    color,
    boxShadow: theme.shadows.xs,
    '&:hover': { backgroundColor: hover },
    '&:active': { backgroundColor: pressed },
  };
}

function variantStyles(theme: OjaTheme, variant: ButtonVariant): CSSObject {
  const { colors } = theme;
  switch (variant) {
    case 'primary':
      return filled(theme, colors.primary, colors.onPrimary, colors.primaryHover, colors.primaryPressed);
    case 'secondary':
      return {
        backgroundColor: colors.surface,
        color: colors.text,
        borderColor: theme.palette.ink300,
        boxShadow: theme.shadows.xs,
        '&:hover': { backgroundColor: colors.surfaceHover, borderColor: colors.borderStrong },
        '&:active': { backgroundColor: colors.surfaceSunken },
      };
    case 'ghost':
      return {
        backgroundColor: 'transparent',
        color: colors.primaryText,
        '&:hover': { backgroundColor: colors.primarySoft },
        '&:active': { backgroundColor: colors.primarySoftHover },
      };
    case 'danger':
      return filled(theme, colors.danger, colors.onDanger, colors.dangerHover, colors.dangerHover);
  }
}

function sizeStyles(theme: OjaTheme, size: ButtonSize): CSSObject {
  switch (size) {
    case 'sm':
      // Small buttons stay 44 px tall on phones, where a finger has to hit them; compact from the desktop width.
      return {
        minHeight: theme.controlHeights.touch,
        paddingInline: theme.space[3],
        fontSize: theme.fontSizes.sm,
        borderRadius: theme.radii.sm,
        [theme.media.md]: { minHeight: theme.controlHeights.sm },
      };
    case 'md':
      return { minHeight: theme.controlHeights.md, paddingInline: theme.space[5], fontSize: theme.fontSizes.md };
    case 'lg':
      return { minHeight: theme.controlHeights.lg, paddingInline: theme.space[6], fontSize: theme.fontSizes.lg };
  }
}

export function buttonStyles(
  theme: OjaTheme,
  { variant = 'primary', size = 'md', fullWidth = false }: ButtonStyleOptions = {},
): SerializedStyles {
  return css(
    {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: theme.space[2],
      width: fullWidth ? '100%' : undefined,
      paddingBlock: theme.space[2],
      border: '1px solid transparent',
      borderRadius: theme.radii.md,
      fontFamily: 'inherit',
      fontWeight: theme.fontWeights.semibold,
      lineHeight: theme.lineHeights.snug,
      textAlign: 'center',
      textDecoration: 'none',
      cursor: 'pointer',
      userSelect: 'none',
      touchAction: 'manipulation',
      transition: `background-color ${theme.motion.durations.fast} ${theme.motion.easings.standard}, border-color ${theme.motion.durations.fast} ${theme.motion.easings.standard}, color ${theme.motion.durations.fast} ${theme.motion.easings.standard}`,
      '&:focus-visible': focusRing(theme),
      '&:hover': { textDecoration: 'none' },
    },
    variantStyles(theme, variant),
    sizeStyles(theme, size),
    {
      // A busy button keeps its colours (it is working, not unavailable); a disabled one fades to grey.
      '&[aria-busy="true"]': { cursor: 'progress' },
      '&:disabled:not([aria-busy="true"]), &[aria-disabled="true"]:not([aria-busy="true"])': {
        cursor: 'not-allowed',
        backgroundColor: variant === 'ghost' ? 'transparent' : theme.colors.surfaceSunken,
        borderColor: variant === 'secondary' ? theme.colors.border : 'transparent',
        color: theme.colors.textDisabled,
        boxShadow: 'none',
      },
    },
  );
}
