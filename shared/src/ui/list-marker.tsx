// The round marker before a list item: a step's number, a tick. Decorative: the item's words carry the meaning.
import { type CSSObject, css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import type { ReactNode } from 'react';

export interface ListMarkerProps {
  children: ReactNode;
  background: string;
  color: string;
  /** Its diameter in px. */
  size?: number;
}

/** A fixed square (a marker, a thumbnail) with its content centred, which never shrinks in a row. */
export function centredSquare(size: number, borderRadius: string): CSSObject {
  return { flex: 'none', width: size, height: size, borderRadius, display: 'grid', placeItems: 'center' };
}

export function ListMarker({ children, background, color, size = 28 }: ListMarkerProps) {
  const theme = useOjaTheme();
  return (
    <span
      aria-hidden="true"
      css={css({
        ...centredSquare(size, theme.radii.pill),
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
