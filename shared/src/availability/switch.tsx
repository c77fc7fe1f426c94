// A switch: a button with `role="switch"`, a big target (48 px) with its state written beside its name, for a
// setting that takes effect at once (no Save button): "Pause new orders", "Sound for new orders", a day's "Open".
import { css } from '@emotion/react';
import { focusRing, useOjaTheme } from '@oja/shared/theme';
import type { ReactNode } from 'react';

export interface SwitchProps {
  label: ReactNode;
  checked: boolean;
  onChange: (next: boolean) => void;
  busy?: boolean;
  disabled?: boolean;
  description?: ReactNode;
  /** Class of the button, for layout. */
  className?: string;
}

export function Switch({
  label,
  checked,
  onChange,
  busy = false,
  disabled = false,
  description,
  className,
}: SwitchProps) {
  const theme = useOjaTheme();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-busy={busy || undefined}
      disabled={busy || disabled}
      className={className}
      onClick={() => onChange(!checked)}
      css={css({
        display: 'flex',
        alignItems: 'center',
        gap: theme.space[3],
        minHeight: 48,
        padding: `${theme.space[2]} ${theme.space[3]}`,
        borderRadius: theme.radii.md,
        border: `1px solid ${theme.colors.border}`,
        background: theme.colors.surface,
        color: theme.colors.text,
        textAlign: 'left',
        cursor: 'pointer',
        '&:focus-visible': focusRing(theme),
        '&[aria-busy="true"]': { cursor: 'progress' },
        '&:disabled': { cursor: 'not-allowed', opacity: 0.7 },
      })}
    >
      <span
        aria-hidden="true"
        css={css({
          flexShrink: 0,
          width: 44,
          height: 26,
          borderRadius: theme.radii.pill,
          background: checked ? theme.colors.primary : theme.colors.borderStrong,
          position: 'relative',
          transition: `background ${theme.motion.durations.fast}`,
          '&::after': {
            content: '""',
            position: 'absolute',
            top: 3,
            left: checked ? 21 : 3,
            width: 20,
            height: 20,
            borderRadius: '50%',
            background: theme.colors.surface,
            transition: `left ${theme.motion.durations.fast}`,
          },
        })}
      />
      <span css={css({ display: 'grid' })}>
        <span css={css({ ...theme.text.label })}>{label}</span>
        {description && <span css={css({ ...theme.text.caption, color: theme.colors.textMuted })}>{description}</span>}
      </span>
    </button>
  );
}
