// The round, tinted mark above a sign-in screen's heading (code confirmed, application under review or not
// approved, an app user), and that heading: one look for every such screen, in the feedback tone it stands for.
import { css } from '@emotion/react';
import { useFocusOnMount } from '@oja/shared/hooks';
import { type ToneColors, useOjaTheme } from '@oja/shared/theme';
import type { ReactNode } from 'react';

/** The screen's title; it takes the focus when the screen replaces the form, as a new page would. */
export function StatusTitle({ children }: { children: ReactNode }) {
  const theme = useOjaTheme();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <h1
      ref={heading}
      tabIndex={-1}
      css={css({
        ...theme.text.h1,
        fontSize: theme.fontSizes['2xl'],
        margin: 0,
        outline: 'none',
        [theme.media.sm]: { fontSize: theme.fontSizes['3xl'] },
      })}
    >
      {children}
    </h1>
  );
}

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
