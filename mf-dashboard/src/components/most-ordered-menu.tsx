import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import type { MenuItemFigure } from '../lib/figures';
import { MenuItemCard } from './menu-item-card';
import { SectionTitle } from './section-title';

/** Most Ordered Menu (docs/product/screens.md, Dashboard): the kitchen's best sellers, most ordered first. */
export function MostOrderedMenu({ items, sample = true }: { items: readonly MenuItemFigure[]; sample?: boolean }) {
  const theme = useOjaTheme();
  return (
    <section aria-labelledby="most-ordered-title" css={css({ display: 'grid', gap: theme.space[4], minWidth: 0 })}>
      <SectionTitle id="most-ordered-title" sample={sample}>
        Most Ordered Menu
      </SectionTitle>
      <ol
        css={css({
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(160px, 100%), 1fr))',
          gap: theme.space[4],
          margin: 0,
          padding: 0,
          listStyle: 'none',
        })}
      >
        {items.map((item) => (
          <li key={item.id} css={css({ minWidth: 0 })}>
            <MenuItemCard item={item} />
          </li>
        ))}
      </ol>
    </section>
  );
}
