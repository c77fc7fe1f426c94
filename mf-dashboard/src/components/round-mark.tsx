// A round mark beside words that carry the meaning: a checklist step's number or tick, a reviewer's initials.
import { css, type SerializedStyles } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import type { ReactNode } from 'react';

export function RoundMark({
  size,
  background,
  color,
  type,
  children,
}: {
  /** Its diameter in px. */
  size: number;
  background: string;
  color: string;
  /** How its letters or digits are set. */
  type: SerializedStyles;
  children: ReactNode;
}) {
  const theme = useOjaTheme();
  return (
    <span
      aria-hidden="true"
      css={[
        css({
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
          width: size,
          height: size,
          borderRadius: theme.radii.pill,
          background,
          color,
        }),
        type,
      ]}
    >
      {children}
    </span>
  );
}
