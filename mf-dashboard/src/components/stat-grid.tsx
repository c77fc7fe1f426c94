import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { SampleBadge, StatCard } from '@oja/shared/ui';
import type { ReactNode } from 'react';
import type { GridFigure } from '../lib/figures';
import { atMedium, atWide } from '../lib/layout';
import { StatGlyph } from './icons';
import { SectionTitle } from './section-title';

/**
 * A titled row of stat cards (the title an h2, each card's label an h3); `sample` marks every card "Sample"
 * (placeholders no real data feeds yet). `children` go between the title and the cards.
 */
export function StatGrid({
  id,
  title,
  figures,
  sample = false,
  children,
}: {
  id: string;
  title: string;
  figures: readonly GridFigure[];
  sample?: boolean;
  children?: ReactNode;
}) {
  const theme = useOjaTheme();
  return (
    <section aria-labelledby={id} css={css({ display: 'grid', gap: theme.space[4], minWidth: 0 })}>
      <SectionTitle id={id}>{title}</SectionTitle>
      {children}
      <ul
        css={css({
          display: 'grid',
          gap: theme.space[4],
          margin: 0,
          padding: 0,
          listStyle: 'none',
          [atMedium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [atWide]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: theme.space[5] },
        })}
      >
        {figures.map((figure) => (
          <li key={figure.label} css={css({ display: 'grid', minWidth: 0 })}>
            <StatCard
              label={figure.label}
              labelAs="h3"
              value={figure.value}
              icon={<StatGlyph name={figure.icon} size={20} />}
              badge={sample ? <SampleBadge /> : undefined}
              change={
                figure.change === undefined
                  ? undefined
                  : { percent: figure.change, trend: figure.trend ?? 'up', good: figure.good ?? true }
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
