// A count in a pill: a queue column's orders (quiet), or the Queue tab's new orders (in the accent, to be seen).
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import type { ReactNode } from 'react';

export function CountPill({
  count,
  alert = false,
  children,
}: {
  count: number;
  /** In the accent colour, for what waits for an answer. */
  alert?: boolean;
  /** Said after the count (visually hidden words, say). */
  children?: ReactNode;
}) {
  const theme = useOjaTheme();
  const tone = alert
    ? css({
        minWidth: 24,
        padding: `0 ${theme.space[1.5]}`,
        borderRadius: theme.radii.pill,
        background: theme.colors.accent,
        color: theme.colors.onAccent,
        textAlign: 'center',
        ...theme.text.caption,
        lineHeight: '24px',
      })
    : css({
        minWidth: 28,
        padding: `0 ${theme.space[2]}`,
        borderRadius: theme.radii.pill,
        background: theme.colors.surfaceSunken,
        textAlign: 'center',
        ...theme.text.label,
        ...theme.text.numeric,
      });
  return (
    <span css={tone}>
      {count}
      {children}
    </span>
  );
}
