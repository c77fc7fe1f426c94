import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import type { ReactNode } from 'react';

/** The page's title (the one h1) and the line under it. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  const theme = useOjaTheme();
  return (
    <header css={css({ display: 'grid', gap: theme.space[1] })}>
      <h1 css={css({ margin: 0, ...theme.text.h2, color: theme.colors.text, [theme.media.md]: theme.text.h1 })}>
        {title}
      </h1>
      {children && (
        <p css={css({ margin: 0, ...theme.text.body, color: theme.colors.textMuted, maxWidth: '70ch' })}>{children}</p>
      )}
    </header>
  );
}
