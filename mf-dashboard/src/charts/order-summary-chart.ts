// The Order Summary doughnut's Chart.js configuration, built from plain data so it can be tested without drawing
// it.
import type { ChartConfiguration } from 'chart.js';
import type { OrderShare } from '../data/merchant-figures';
import type { ChartPalette } from './chart-palette';

export type OrderSummaryChartConfig = ChartConfiguration<'doughnut', number[], string>;

/** The share a doughnut's centre shows: Delivered, whatever its place in the list. */
export function deliveredShare(shares: readonly OrderShare[]): number {
  return shares.find((share) => share.name === 'Delivered')?.percent ?? 0;
}

export function buildOrderSummaryChart(shares: readonly OrderShare[], palette: ChartPalette): OrderSummaryChartConfig {
  const colour = { Delivered: palette.delivered, Cancelled: palette.cancelled };
  return {
    type: 'doughnut',
    data: {
      labels: shares.map((share) => share.name),
      datasets: [
        {
          label: 'Order Summary',
          data: shares.map((share) => share.percent),
          backgroundColor: shares.map((share) => colour[share.name]),
          // A hairline of the card's white between the two arcs keeps them apart without a legend inside.
          borderColor: palette.surface,
          borderWidth: 3,
          hoverOffset: 4,
        },
      ],
    },
    options: {
      animation: { duration: 600 },
      radius: '88%',
      cutout: '70%',
    },
  };
}
