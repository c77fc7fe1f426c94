import { css } from '@emotion/react';
import { useOjaTheme, visuallyHidden } from '@oja/shared/theme';
import { StatCard } from '@oja/shared/ui';
import { useId } from 'react';
import type { StatFigure } from '../data/merchant-figures';
import { StatGlyph } from './icons';
import { atMedium, atWide } from './layout';

export function StatGrid({ figures, label }: { figures: readonly StatFigure[]; label: string }) {
  const theme = useOjaTheme();
  const titleId = useId();
  // The cards' labels are level-3 headings: the section's own level-2 heading (for screen readers; the cards speak
  // for themselves on screen) keeps the page's outline without a skipped level.
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} css={css(visuallyHidden)}>
        {label}
      </h2>
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
              change={{ percent: figure.change, trend: figure.trend, good: figure.good }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
