// The Order Summary doughnut's echarts option, built from plain data so it can be tested without drawing it.
import type { PieSeriesOption } from 'echarts/charts';
import type { ComposeOption } from 'echarts/core';
import type { OrderShare } from '../figures';
import type { ChartPalette } from './chart-palette';

export type OrderSummaryChartOption = ComposeOption<PieSeriesOption>;

/** The share a doughnut's centre shows: Delivered, whatever its place in the list. */
export function deliveredShare(shares: readonly OrderShare[]): number {
  return shares.find((share) => share.name === 'Delivered')?.percent ?? 0;
}

export function buildOrderSummaryChart(shares: readonly OrderShare[], palette: ChartPalette): OrderSummaryChartOption {
  const colour = { Delivered: palette.delivered, Cancelled: palette.cancelled };
  return {
    animationDuration: 600,
    textStyle: { fontFamily: palette.fontFamily },
    series: [
      {
        name: 'Order Summary',
        type: 'pie',
        // A doughnut: the hole holds the delivered share, in HTML over the canvas (order-summary-card.tsx).
        radius: ['62%', '88%'],
        center: ['50%', '50%'],
        // A hairline of the card's white between the two arcs keeps them apart without a legend inside; the
        // legend is text under the chart.
        itemStyle: { borderColor: palette.surface, borderWidth: 3 },
        label: { show: false },
        labelLine: { show: false },
        emphasis: { scale: true, scaleSize: 4 },
        data: shares.map((share) => ({
          name: share.name,
          value: share.percent,
          itemStyle: { color: colour[share.name] },
        })),
      },
    ],
  };
}
