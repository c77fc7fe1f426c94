import { css } from '@emotion/react';
import { focusRing, useOjaTheme } from '@oja/shared/theme';
import type { ComponentPropsWithRef, ReactNode } from 'react';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** The button's accessible name (an icon alone says nothing to a screen reader). Also its tooltip. */
  label: string;
  icon: ReactNode;
  /** `sm` is 36 px square from the desktop width, 44 px on phones; `md` is always 44 px. */
  size?: 'sm' | 'md';
}

/** A square, quiet button holding one icon: close, edit, show password. */
export function IconButton({ label, icon, size = 'md', type = 'button', title, ...props }: IconButtonProps) {
  const theme = useOjaTheme();
  const { colors } = theme;
  return (
    <button
      type={type}
      aria-label={label}
      title={title ?? label}
      css={css({
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
        width: theme.controlHeights.touch,
        height: theme.controlHeights.touch,
        padding: 0,
        border: 0,
        borderRadius: theme.radii.md,
        background: 'transparent',
        color: colors.textMuted,
        cursor: 'pointer',
        transition: `background-color ${theme.motion.durations.fast}, color ${theme.motion.durations.fast}`,
        '&:hover': { backgroundColor: colors.surfaceHover, color: colors.text },
        '&:active': { backgroundColor: colors.surfaceSunken },
        '&:focus-visible': focusRing(theme),
        '&:disabled': { color: colors.textDisabled, cursor: 'not-allowed', backgroundColor: 'transparent' },
        ...(size === 'sm' && {
          [theme.media.md]: { width: theme.controlHeights.sm, height: theme.controlHeights.sm },
        }),
      })}
      {...props}
    >
      {icon}
    </button>
  );
}
