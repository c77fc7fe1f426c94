// The box of a text input, text area or select: one look for every field.
import { type CSSObject, css, type SerializedStyles } from '@emotion/react';
import type { OjaTheme } from '@oja/shared/theme';

/**
 * Focus shows as a 2 px blue edge (the 1 px border plus a 1 px inner shadow, 4.6:1 on white) with a soft halo:
 * as visible as the global ring, calmer around a field the user is typing in.
 */
function focused(theme: OjaTheme): CSSObject {
  return {
    borderColor: theme.colors.focus,
    boxShadow: `0 0 0 1px ${theme.colors.focus}, 0 0 0 4px rgba(31, 111, 235, 0.16)`,
    outline: 'none',
  };
}

/**
 * @param focusSelector `&:focus-within` for a wrapper around an input, `&:focus` for the control itself.
 */
export function controlBox(theme: OjaTheme, focusSelector: '&:focus-within' | '&:focus'): SerializedStyles {
  const { colors } = theme;
  return css({
    width: '100%',
    minHeight: theme.controlHeights.md,
    backgroundColor: colors.surface,
    border: `1px solid ${colors.borderStrong}`,
    borderRadius: theme.radii.md,
    color: colors.text,
    fontSize: theme.fontSizes.md,
    lineHeight: theme.lineHeights.normal,
    transition: `border-color ${theme.motion.durations.fast} ${theme.motion.easings.standard}, box-shadow ${theme.motion.durations.fast} ${theme.motion.easings.standard}`,
    '&:hover': { borderColor: colors.textMuted },
    '&[aria-invalid="true"], &[data-invalid="true"]': { borderColor: colors.error.fg },
    [focusSelector]: focused(theme),
    // `> input`: a select's disabled placeholder option must not make the select look disabled.
    '&:has(> input:disabled), &:disabled, &:has(> input[readonly]), &[readonly]': {
      backgroundColor: colors.surfaceSunken,
      borderColor: colors.border,
    },
    '&:has(> input:disabled), &:disabled': { color: colors.textMuted, cursor: 'not-allowed' },
    '&::placeholder, & ::placeholder': { color: colors.textPlaceholder, opacity: 1 },
  });
}
