// A page's title and the line under it, the same on every page of this remote.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';

export function PageHeader({ title, children }: { title: string; children: string }) {
  const theme = useOjaTheme();
  return (
    <header css={css({ marginBottom: theme.space[5] })}>
      <h1 css={css({ ...theme.text.h1, margin: 0 })}>{title}</h1>
      <p css={css({ color: theme.colors.textMuted, margin: 0, marginTop: theme.space[1] })}>{children}</p>
    </header>
  );
}
