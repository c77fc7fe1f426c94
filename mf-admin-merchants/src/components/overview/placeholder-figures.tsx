// The static figures of the main table (docs/product/constants.md): a 61% performance bar, five stars, 352 orders.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { PLACEHOLDER_ORDERS, PLACEHOLDER_PERFORMANCE } from '../../samples/merchants';

export function PerformanceBar({ value = PLACEHOLDER_PERFORMANCE }: { value?: number }) {
  const theme = useOjaTheme();
  return (
    <div css={css({ display: 'flex', alignItems: 'center', gap: theme.space[2], minWidth: 96 })}>
      <div
        // The bar is a picture of the number beside it, which is what a screen reader reads.
        aria-hidden="true"
        css={css({
          flex: 1,
          height: 8,
          borderRadius: theme.radii.pill,
          background: theme.colors.surfaceSunken,
          overflow: 'hidden',
        })}
      >
        <div css={css({ width: `${value}%`, height: '100%', background: theme.colors.primary })} />
      </div>
      <span css={css({ ...theme.text.bodySm, color: theme.colors.textSecondary, minWidth: '3ch' })}>{value}%</span>
    </div>
  );
}

export function OrdersCount({ value = PLACEHOLDER_ORDERS }: { value?: number }) {
  const theme = useOjaTheme();
  return (
    <span css={css({ ...theme.text.numeric, fontWeight: theme.fontWeights.semibold, color: theme.colors.text })}>
      {value.toLocaleString('en-US')}
    </span>
  );
}
