// List mode's "Product List Management" table: Item ID, Image, Item Name, Status, Discount, Price, Action (Edit).
// From 1024 px it is a table; narrower (phones, tablets, and the content column beside the sidebar) each row is a
// card from the same markup: picture, name and Edit, then the columns' values each under its column's name, so the
// card keeps what the table's header said. The table roles are kept explicitly so screen readers still read a table.
import { css } from '@emotion/react';
import type { Product } from '@oja/shared/api';
import { discountedKobo, formatDiscount, formatKobo, formatPrice } from '@oja/shared/format';
import { ErrorState, LoadingState, statusOf } from '@oja/shared/query';
import { useOjaTheme } from '@oja/shared/theme';
import { buttonStyles, EmptyState, VisuallyHidden } from '@oja/shared/ui';
import { Link } from 'react-router-dom';
import { LOAD_MESSAGES, useProducts } from '../data/menu';
import { useMenuPaths } from '../hooks/use-menu-paths';
import { FROM_LIST } from '../lib/menu-paths';
import { DishIcon, PlusIcon } from './icons';
import { MenuImage } from './menu-image';
import { StatusBadge } from './status-badge';

export const PRODUCT_TEXTS = {
  heading: 'Product List Management',
  add: 'Add New Item',
  loading: 'Loading products...',
  empty: 'No products found. Create your first product!',
  columns: ['Item ID', 'Image', 'Item Name', 'Status', 'Discount', 'Price', 'Action'],
} as const;

const THUMB = 48;

const [idColumn, , , statusColumn, discountColumn, priceColumn] = PRODUCT_TEXTS.columns;
const COLUMN = { id: idColumn, status: statusColumn, discount: discountColumn, price: priceColumn } as const;

/**
 * A column's name over its value on a card; the table's header row says it from 1024 px. Hidden from screen readers,
 * which announce the (kept) column header with each cell already.
 */
function CardLabel({ children }: { children: string }) {
  const theme = useOjaTheme();
  return (
    <span
      aria-hidden="true"
      data-card-label=""
      css={css({
        ...theme.text.caption,
        display: 'block',
        color: theme.colors.textMuted,
        fontWeight: theme.fontWeights.semibold,
        marginBottom: theme.space[1],
        whiteSpace: 'nowrap',
        [theme.media.lg]: { display: 'none' },
      })}
    >
      {children}
    </span>
  );
}

/**
 * Browsers drop the table semantics of table elements whose CSS `display` is changed (the phone card layout
 * below), so each one states its role again. Through a helper because the linter reads these roles as redundant,
 * which they are only while the display is the table's own.
 */
const keepRole = (role: 'table' | 'rowgroup' | 'row' | 'columnheader' | 'cell') => ({ role });

export function ProductTable() {
  const theme = useOjaTheme();
  const products = useProducts();
  const status = statusOf(products);
  const rows = products.data ?? [];
  const { colors, space, radii } = theme;

  let content = null;
  if (status === 'loading') content = <LoadingState>{PRODUCT_TEXTS.loading}</LoadingState>;
  else if (status === 'error')
    content = (
      <div css={css({ padding: space[4] })}>
        <ErrorState message={LOAD_MESSAGES.products} onRetry={() => products.refetch()} />
      </div>
    );
  else if (rows.length === 0)
    content = (
      <EmptyState titleAs="h3" illustration={<DishIcon size={32} strokeWidth={1.6} />} title={PRODUCT_TEXTS.empty} />
    );

  return (
    <section
      aria-labelledby="menu-products-heading"
      css={css({
        backgroundColor: colors.surface,
        border: `1px solid ${colors.border}`,
        borderRadius: radii.lg,
        overflow: 'hidden',
        minWidth: 0,
      })}
    >
      <TableHeader />
      {content ?? <ProductsTable rows={rows} busy={products.isFetching} />}
    </section>
  );
}

/** The table's title and "Add New Item". */
function TableHeader() {
  const menuPaths = useMenuPaths();
  const theme = useOjaTheme();
  const { colors, space } = theme;
  return (
    <header
      css={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: space[3],
        padding: space[4],
        borderBottom: `1px solid ${colors.border}`,
      })}
    >
      <h2 id="menu-products-heading" css={css({ ...theme.text.h3, margin: 0 })}>
        {PRODUCT_TEXTS.heading}
      </h2>
      <Link
        to={menuPaths.newItem}
        state={FROM_LIST}
        css={[buttonStyles(theme, { variant: 'primary' }), css({ gap: space[2] })]}
      >
        <PlusIcon size={18} />
        {PRODUCT_TEXTS.add}
      </Link>
    </header>
  );
}

/** The products: a table from 1024 px, a card per row below it (the same markup). */
function ProductsTable({ rows, busy }: { rows: readonly Product[]; busy: boolean }) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  const wide = theme.media.lg;
  const cellBase = css({
    padding: 0,
    [wide]: {
      display: 'table-cell',
      padding: `${space[3]} ${space[3]}`,
      verticalAlign: 'middle',
      borderBottom: `1px solid ${colors.border}`,
      textAlign: 'left',
    },
  });
  const headerCell = css(cellBase, {
    [wide]: {
      ...theme.text.caption,
      // The product's column names, as written (not in capitals).
      fontWeight: theme.fontWeights.semibold,
      color: colors.textMuted,
      backgroundColor: colors.background,
      whiteSpace: 'nowrap',
    },
  });

  return (
    <div css={css({ overflowX: 'auto' })}>
      <table
        {...keepRole('table')}
        aria-labelledby="menu-products-heading"
        aria-busy={busy || undefined}
        css={css({ display: 'block', width: '100%', borderCollapse: 'collapse', [wide]: { display: 'table' } })}
      >
        <thead
          {...keepRole('rowgroup')}
          css={css({
            // Phones read the card's own words; the header row is for the table layout.
            position: 'absolute',
            width: 1,
            height: 1,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            [wide]: {
              position: 'static',
              width: 'auto',
              height: 'auto',
              overflow: 'visible',
              clip: 'auto',
              display: 'table-header-group',
            },
          })}
        >
          <tr {...keepRole('row')} css={css({ [wide]: { display: 'table-row' } })}>
            {PRODUCT_TEXTS.columns.map((column) => (
              <th
                key={column}
                {...keepRole('columnheader')}
                scope="col"
                css={[
                  headerCell,
                  column === 'Price' || column === 'Discount' ? css({ [wide]: { textAlign: 'right' } }) : null,
                ]}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody {...keepRole('rowgroup')} css={css({ display: 'block', [wide]: { display: 'table-row-group' } })}>
          {rows.map((product) => (
            <ProductRow key={product.id} product={product} cell={cellBase} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ProductRow({ product, cell }: { product: Product; cell: ReturnType<typeof css> }) {
  const menuPaths = useMenuPaths();
  const theme = useOjaTheme();
  const { colors, space } = theme;
  const wide = theme.media.lg;
  const numeric = css({ ...theme.text.numeric, [wide]: { textAlign: 'right', whiteSpace: 'nowrap' } });
  const area = (name: string) => css({ gridArea: name });
  return (
    <tr
      {...keepRole('row')}
      css={css({
        // Card: picture | name and category | Edit; then Item ID, Status, Discount and Price, each under its name.
        display: 'grid',
        // The status column is the widest: "Out of Stock" is the longest value.
        gridTemplateColumns: `minmax(${THUMB}px, 0.8fr) minmax(0, 1.4fr) minmax(0, 0.8fr) minmax(0, 1fr)`,
        gridTemplateAreas: '"image name name action" "id status discount price"',
        columnGap: space[3],
        rowGap: space[3],
        alignItems: 'center',
        padding: space[4],
        borderBottom: `1px solid ${colors.border}`,
        '&:last-of-type': { borderBottom: 0 },
        [wide]: { display: 'table-row', padding: 0, '&:last-of-type td': { borderBottom: 0 } },
        '&:hover': { [wide]: { backgroundColor: colors.surfaceHover } },
      })}
    >
      <td
        {...keepRole('cell')}
        css={[cell, area('id'), css({ ...theme.text.numeric, color: colors.textMuted, minWidth: 0 })]}
      >
        <CardLabel>{COLUMN.id}</CardLabel>#{product.number}
      </td>
      <td {...keepRole('cell')} css={[cell, area('image'), css({ alignSelf: 'start', justifySelf: 'start' })]}>
        <MenuImage src={product.image} width={THUMB} height={THUMB} radius="sm" />
      </td>
      <td {...keepRole('cell')} css={[cell, area('name'), css({ minWidth: 0 })]}>
        <span css={css({ ...theme.text.label, display: 'block', color: colors.text, overflowWrap: 'anywhere' })}>
          {product.name}
        </span>
        <span css={css({ ...theme.text.caption, color: colors.textMuted })}>{product.category?.name}</span>
      </td>
      <td {...keepRole('cell')} css={[cell, area('status'), css({ minWidth: 0 })]}>
        <CardLabel>{COLUMN.status}</CardLabel>
        <StatusBadge status={product.status} />
      </td>
      <td
        {...keepRole('cell')}
        css={[
          cell,
          area('discount'),
          numeric,
          css({ ...theme.text.bodySm, whiteSpace: 'nowrap', color: colors.textSecondary }),
        ]}
      >
        <CardLabel>{COLUMN.discount}</CardLabel>
        {formatDiscount(product.discount)}
      </td>
      <td
        {...keepRole('cell')}
        css={[cell, area('price'), numeric, css({ justifySelf: 'end', fontWeight: theme.fontWeights.semibold })]}
      >
        <CardLabel>{COLUMN.price}</CardLabel>
        <Price price={product.price} discount={product.discount} />
      </td>
      <td {...keepRole('cell')} css={[cell, area('action'), css({ justifySelf: 'end' })]}>
        <Link
          to={menuPaths.editItem(product.uuid)}
          state={FROM_LIST}
          aria-label={`Edit ${product.name}`}
          css={[
            buttonStyles(theme, { variant: 'secondary', size: 'sm' }),
            // A full touch target where fingers are likely, the compact size in the desktop table.
            css({ minHeight: theme.controlHeights.touch, [wide]: { minHeight: 0 } }),
          ]}
        >
          Edit
        </Link>
      </td>
    </tr>
  );
}

/** The price a customer pays, and with a discount the menu price struck through beside it. */
function Price({ price, discount }: { price: string; discount: number | string }) {
  const theme = useOjaTheme();
  const final = Number(discount) > 0 ? discountedKobo(price, discount) : null;
  if (final === null) return <>{formatPrice(price)}</>;
  return (
    <span css={css({ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end' })}>
      <span>{formatKobo(final)}</span>
      <s css={css({ ...theme.text.caption, color: theme.colors.textMuted, fontWeight: theme.fontWeights.regular })}>
        <VisuallyHidden>was </VisuallyHidden>
        {formatPrice(price)}
      </s>
    </span>
  );
}
