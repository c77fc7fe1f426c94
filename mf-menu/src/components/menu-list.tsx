// List mode: the page title, the Categories row and the Product List Management table.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { CategoryStrip } from './category-strip';
import { ProductTable } from './product-table';

export const PAGE_TITLE = 'Menu Management';

export function MenuList() {
  const theme = useOjaTheme();
  return (
    <div css={css({ display: 'grid', gap: theme.space[6], minWidth: 0 })}>
      <div>
        <h1 css={css({ ...theme.text.h2, margin: 0 })}>{PAGE_TITLE}</h1>
        <p css={css({ ...theme.text.bodySm, color: theme.colors.textMuted, margin: `${theme.space[1]} 0 0` })}>
          Your categories and the items customers can order.
        </p>
      </div>
      <CategoryStrip />
      <ProductTable />
    </div>
  );
}
