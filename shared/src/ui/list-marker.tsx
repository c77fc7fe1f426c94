// The round marker before a list item: a step's number, a tick. Decorative: the item's words carry the meaning.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import type { ReactNode } from 'react';

export interface ListMarkerProps {
  children: ReactNode;
  background: string;
  color: string;
  /** Its diameter in px. */
  size?: number;
}

export function ListMarker({ children, background, color, size = 28 }: ListMarkerProps) {
  const theme = useOjaTheme();
  return (
    <span
      aria-hidden="true"
      css={css({
        flex: 'none',
        width: size,
        height: size,
        borderRadius: theme.radii.pill,
        display: 'grid',
        placeItems: 'center',
        backgroundColor: background,
        color,
        fontWeight: theme.fontWeights.bold,
        fontSize: theme.fontSizes.sm,
      })}
    >
      {children}
    </span>
  );
}
