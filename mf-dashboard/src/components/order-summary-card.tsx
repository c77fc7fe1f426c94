// Order Summary (docs/product/screens.md, "Dashboard"): a sample doughnut of Delivered 81% and Cancelled 19%. The
// legend under it is real text, so it is also the chart's text alternative; the canvas itself is hidden from screen
// readers.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { cardStyles } from '@oja/shared/ui';
import { useMemo } from 'react';
import { chartPalette } from '../lib/charts/chart-palette';
import { buildOrderSummaryChart, deliveredShare } from '../lib/charts/order-summary-chart';
import type { OrderShare } from '../lib/figures';
import { ChartFrame } from './charts/chart-frame';
import { SectionTitle } from './section-title';

export const ORDER_CHART_HEIGHT = 220;

export function OrderSummaryCard({ shares, sample = true }: { shares: readonly OrderShare[]; sample?: boolean }) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  const palette = chartPalette(theme);
  const option = useMemo(() => buildOrderSummaryChart(shares, chartPalette(theme)), [shares, theme]);
  const swatch = { Delivered: palette.delivered, Cancelled: palette.cancelled };

  return (
    <section
      aria-labelledby="order-summary-title"
      css={[
        cardStyles(theme),
        css({
          display: 'grid',
          // Beside the taller sales card the doughnut sits in the middle and the legend at the foot.
          gridTemplateRows: 'auto 1fr auto',
          alignItems: 'center',
          gap: space[4],
        }),
      ]}
    >
      <div css={css({ minHeight: theme.controlHeights.sm, display: 'flex', alignItems: 'center' })}>
        <SectionTitle id="order-summary-title" sample={sample}>
          Order Summary
        </SectionTitle>
      </div>
      <div css={css({ position: 'relative' })}>
        <ChartFrame name="order-summary" option={option} height={ORDER_CHART_HEIGHT} />
        {/* The centre figure is HTML over the canvas: crisp at any zoom, and there before the chart code. */}
        <div
          aria-hidden="true"
          css={css({
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeContent: 'center',
            textAlign: 'center',
            pointerEvents: 'none',
          })}
        >
          <span css={css({ ...theme.text.h2, ...theme.text.numeric, color: colors.text })}>
            {deliveredShare(shares)}%
          </span>
          <span css={css({ ...theme.text.caption, color: colors.textMuted })}>delivered</span>
        </div>
      </div>
      <ul
        aria-label="Order Summary"
        css={css({
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: space[3],
          margin: 0,
          padding: 0,
          listStyle: 'none',
        })}
      >
        {shares.map((share) => (
          <li
            key={share.name}
            css={css({
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: space[2],
              alignItems: 'center',
              padding: space[3],
              borderRadius: theme.radii.md,
              background: colors.background,
            })}
          >
            <span
              aria-hidden="true"
              css={css({ width: 10, height: 10, borderRadius: '50%', background: swatch[share.name] })}
            />
            <span css={css({ ...theme.text.bodySm, color: colors.textMuted })}>{share.name}</span>
            <span
              css={css({ gridColumn: 2, ...theme.text.h3, ...theme.text.numeric, color: colors.text })}
            >{`${share.percent}%`}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
