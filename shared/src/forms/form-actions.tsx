// The row of a form's buttons: full width, one under the other, on a phone; side by side at the form's end from the
// small breakpoint on.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import type { ReactNode } from 'react';

export function FormActions({ children }: { children: ReactNode }) {
  const theme = useOjaTheme();
  return (
    <div
      css={css({
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space[2],
        [theme.media.sm]: { flexDirection: 'row', justifyContent: 'flex-end' },
      })}
    >
      {children}
    </div>
  );
}
