// One section of Settings: a card with its heading (linked from the page's own list of sections) and a line
// saying what it holds.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { cardStyles } from '@oja/shared/ui';
import type { ReactNode } from 'react';

export interface SectionProps {
  id: string;
  title: string;
  intro: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

export function Section({ id, title, intro, actions, children }: SectionProps) {
  const theme = useOjaTheme();
  const { space } = theme;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      css={[cardStyles(theme), css({ display: 'grid', gap: space[4], scrollMarginTop: space[6] })]}
    >
      <header
        css={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: space[3],
          alignItems: 'center',
          justifyContent: 'space-between',
        })}
      >
        <div css={css({ minWidth: 0 })}>
          <h2 id={`${id}-title`} css={css({ ...theme.text.h3, margin: 0 })}>
            {title}
          </h2>
          <p css={css({ ...theme.text.bodySm, color: theme.colors.textMuted, margin: `${space[1]} 0 0` })}>{intro}</p>
        </div>
        {actions}
      </header>
      {children}
    </section>
  );
}
