// The round, tinted mark above a sign-in screen's heading (code confirmed, application under review or not
// approved): one look for every such screen, in the feedback tone it stands for.
import { css } from '@emotion/react';
import { type ToneColors, useOjaTheme } from '@oja/shared/theme';
import type { ReactNode } from 'react';

export function StatusCircle({ tone, children }: { tone: ToneColors; children: ReactNode }) {
  const theme = useOjaTheme();
  return (
    <span
      aria-hidden="true"
      css={css({
        display: 'grid',
        placeItems: 'center',
        width: 56,
        height: 56,
        borderRadius: theme.radii.pill,
        backgroundColor: tone.bg,
        color: tone.fg,
      })}
    >
      {children}
    </span>
  );
}
