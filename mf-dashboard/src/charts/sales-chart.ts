// The Sales Analytics line chart's Chart.js configuration, built from plain data so it can be tested without
// drawing it.
import { formatPriceShort } from '@oja/shared/format';
import type { Chart, ChartConfiguration } from 'chart.js';
import type { SalesPoint } from '../data/merchant-figures';
import type { ChartPalette } from './chart-palette';

export type SalesChartConfig = ChartConfiguration<'line', number[], string>;

/** The width of the amounts' column left of the plot, fixed so the days sit at the same places whatever the week. */
const SALES_AXIS_WIDTH = 56;

/** The week's total, for the card's summary and the screen-reader description. */
export function totalSales(points: readonly SalesPoint[]): number {
  return points.reduce((sum, point) => sum + point.amount, 0);
}

/** The best day of the week (the first one on a tie), or null for an empty week. */
export function bestDay(points: readonly SalesPoint[]): SalesPoint | null {
  return points.reduce<SalesPoint | null>((best, point) => (best && best.amount >= point.amount ? best : point), null);
}

/** The area under the line fades from the palette's top colour at the plot's top to its bottom colour. */
export function salesAreaFill(chart: Pick<Chart, 'ctx' | 'chartArea'>, palette: ChartPalette): CanvasGradient | string {
  // Before the first layout there is no plot area to span yet.
  if (!chart.chartArea) return palette.areaBottom;
  const { top, bottom } = chart.chartArea;
  const gradient = chart.ctx.createLinearGradient(0, top, 0, bottom);
  gradient.addColorStop(0, palette.areaTop);
  gradient.addColorStop(1, palette.areaBottom);
  return gradient;
}

export function buildSalesChart(points: readonly SalesPoint[], palette: ChartPalette): SalesChartConfig {
  const font = { family: palette.fontFamily, size: 12 };
  return {
    type: 'line',
    data: {
      labels: points.map((point) => point.day),
      datasets: [
        {
          label: 'Sales',
          data: points.map((point) => point.amount),
          tension: 0.4,
          borderWidth: 3,
          borderColor: palette.line,
          fill: 'origin',
          backgroundColor: ({ chart }) => salesAreaFill(chart, palette),
          pointRadius: 4,
          // Hovering or tapping a day grows its point; the card names the day and its sales (no tooltip).
          pointHoverRadius: 6,
          pointBackgroundColor: palette.line,
          pointHoverBackgroundColor: palette.line,
          pointBorderColor: palette.surface,
          pointHoverBorderColor: palette.surface,
          pointBorderWidth: 2,
          pointHoverBorderWidth: 2,
        },
      ],
    },
    options: {
      animation: { duration: 600 },
      layout: { padding: { top: 16, right: 12 } },
      // The day under the pointer anywhere in its column, not only on its point: a finger is not that precise.
      interaction: { mode: 'index', intersect: false },
      scales: {
        x: {
          grid: { display: false },
          border: { color: palette.gridLine },
          ticks: { color: palette.axisText, font },
        },
        y: {
          beginAtZero: true,
          border: { display: false, dash: [4, 4] },
          grid: { color: palette.gridLine },
          ticks: {
            color: palette.axisText,
            font,
            maxTicksLimit: 5,
            callback: (value) => formatPriceShort(Number(value)),
          },
          afterFit: (axis) => {
            axis.width = SALES_AXIS_WIDTH;
          },
        },
      },
    },
  };
}
