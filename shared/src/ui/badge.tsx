import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import type { ComponentPropsWithRef } from 'react';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  tone?: BadgeTone;
  /**
   * `soft` (tinted, for statuses: In Stock, Pending) or `solid` (filled, for counts on a nav item). A bare count
   * needs words for screen readers: `<Badge variant="solid">3<VisuallyHidden> unread</VisuallyHidden></Badge>`.
   */
  variant?: 'soft' | 'solid';
  /** A leading dot, which helps tell statuses apart without relying on colour alone. */
  dot?: boolean;
}

export function Badge({ tone = 'neutral', variant = 'soft', dot = false, children, ...props }: BadgeProps) {
  const theme = useOjaTheme();
  const { colors } = theme;
  const tones = {
    neutral: colors.neutral,
    success: colors.success,
    warning: colors.warning,
    danger: colors.error,
    info: colors.info,
  };
  const toneColors = tones[tone];
  // Solid fills with text that passes AA: white on the strong tones, dark ink on amber.
  const solid = {
    neutral: { bg: colors.textSecondary, fg: colors.textInverse },
    success: { bg: colors.primary, fg: colors.onPrimary },
    warning: { bg: colors.accent, fg: colors.onAccent },
    danger: { bg: colors.danger, fg: colors.onDanger },
    info: { bg: colors.info.fg, fg: colors.textInverse },
  }[tone];
  const isSolid = variant === 'solid';
  return (
    <span
      css={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.space[1.5],
        minWidth: isSolid ? '1.25rem' : undefined,
        height: isSolid ? '1.25rem' : '1.5rem',
        paddingInline: isSolid ? theme.space[1.5] : theme.space[2.5],
        justifyContent: 'center',
        borderRadius: theme.radii.pill,
        border: isSolid ? 0 : `1px solid ${toneColors.border}`,
        backgroundColor: isSolid ? solid.bg : toneColors.bg,
        color: isSolid ? solid.fg : toneColors.fg,
        fontSize: theme.fontSizes.xs,
        fontWeight: theme.fontWeights.semibold,
        lineHeight: 1,
        whiteSpace: 'nowrap',
        fontVariantNumeric: 'tabular-nums',
      })}
      {...props}
    >
      {dot && (
        <span
          aria-hidden="true"
          css={css({ width: '6px', height: '6px', borderRadius: '50%', backgroundColor: 'currentColor' })}
        />
      )}
      {children}
    </span>
  );
}

/**
 * The visible mark of a placeholder figure (one no real data feeds yet), on the card or column that holds it, so no
 * one takes a sample for their business's numbers.
 */
export function SampleBadge(props: Omit<BadgeProps, 'tone' | 'variant' | 'dot' | 'children'>) {
  return (
    <Badge tone="warning" title="Sample figures: no real data feeds them yet" {...props}>
      Sample
    </Badge>
  );
}
