import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { SampleBadge } from '@oja/shared/ui';
import type { ReactNode } from 'react';

/**
 * A dashboard section's heading, with the "Sample" mark beside it (not inside: the section keeps its name) when its
 * figures are placeholders no real data feeds yet.
 */
export function SectionTitle({ id, sample = false, children }: { id: string; sample?: boolean; children: ReactNode }) {
  const theme = useOjaTheme();
  return (
    <div css={css({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: theme.space[2], minWidth: 0 })}>
      <h2 id={id} css={css({ margin: 0, ...theme.text.h3, color: theme.colors.text })}>
        {children}
      </h2>
      {sample && <SampleBadge />}
    </div>
  );
}
