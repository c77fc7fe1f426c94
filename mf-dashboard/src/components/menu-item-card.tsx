// One Most Ordered Menu card: picture, name, naira price, orders, star rating, and a favourite badge.
import { css } from '@emotion/react';
import { formatPrice } from '@oja/shared/format';
import { useOjaTheme } from '@oja/shared/theme';
import { StarRating } from '@oja/shared/ui';
import type { MenuItemFigure } from '../lib/figures';
import { DishArt } from './dish-art';
import { HeartIcon } from './icons';

const orderCount = new Intl.NumberFormat('en-US');

/** "352 orders", "1 order". */
export function formatOrders(orders: number): string {
  return `${orderCount.format(orders)} ${orders === 1 ? 'order' : 'orders'}`;
}

export function MenuItemCard({ item }: { item: MenuItemFigure }) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  return (
    <article
      aria-label={item.name}
      css={css({
        position: 'relative',
        display: 'grid',
        gridTemplateRows: 'auto 1fr',
        height: '100%',
        overflow: 'hidden',
        background: colors.surface,
        border: `1px solid ${colors.border}`,
        borderRadius: theme.radii.lg,
        boxShadow: theme.shadows.xs,
      })}
    >
      <div css={css({ aspectRatio: '4 / 3', background: colors.accentSoft })}>
        <DishArt dish={item.art} />
      </div>
      {item.favourite && (
        <span
          css={css({
            position: 'absolute',
            top: space[3],
            left: space[3],
            display: 'inline-flex',
            alignItems: 'center',
            gap: space[1],
            padding: `${space[1]} ${space[2.5]}`,
            borderRadius: theme.radii.pill,
            background: colors.surface,
            boxShadow: theme.shadows.sm,
            color: colors.danger,
            ...theme.text.caption,
            fontWeight: theme.fontWeights.semibold,
          })}
        >
          <HeartIcon size={12} />
          <span css={css({ color: colors.text })}>Favourite</span>
        </span>
      )}
      <div css={css({ display: 'grid', gap: space[2], alignContent: 'start', padding: space[4] })}>
        <h3 css={css({ margin: 0, ...theme.text.label, fontSize: theme.fontSizes.md, color: colors.text })}>
          {item.name}
        </h3>
        <div
          css={css({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'baseline',
            justifyContent: 'space-between',
            gap: `0 ${space[2]}`,
          })}
        >
          <span css={css({ ...theme.text.h3, ...theme.text.numeric, color: colors.primaryText })}>
            {formatPrice(item.price)}
          </span>
          <span css={css({ ...theme.text.bodySm, ...theme.text.numeric, color: colors.textMuted })}>
            {formatOrders(item.orders)}
          </span>
        </div>
        <StarRating rating={item.rating} />
      </div>
    </article>
  );
}
