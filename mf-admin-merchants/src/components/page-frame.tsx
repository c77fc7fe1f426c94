// The padding around every screen of this remote (more from 768 px), inside the content column.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import type { ReactNode, Ref } from 'react';

export function PageFrame({
  ref,
  maxWidth,
  children,
}: {
  /** The screen's root, measured for its layout or scrolled to on a new page. */
  ref?: Ref<HTMLDivElement>;
  maxWidth?: number;
  children: ReactNode;
}) {
  const theme = useOjaTheme();
  const { space } = theme;
  return (
    <div ref={ref} css={css({ padding: space[4], [theme.media.md]: { padding: space[6] }, minWidth: 0, maxWidth })}>
      {children}
    </div>
  );
}
