// The Sales Analytics line chart's echarts option, built from plain data so it can be tested without a canvas.
import { formatPrice } from '@oja/shared/format';
import type { LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { SalesPoint } from '../data/merchant-figures';
import type { ChartPalette } from './chart-palette';

export type SalesOption = ComposeOption<LineSeriesOption | GridComponentOption>;

/** Axis labels in thousands of naira: "₦48k", "₦112k"; below a thousand, the amount itself. */
export function formatNairaShort(amount: number): string {
  if (Math.abs(amount) < 1000) return formatPrice(amount);
  const thousands = amount / 1000;
  const shown = Number.isInteger(thousands) ? String(thousands) : thousands.toFixed(1).replace(/\.0$/, '');
  return `₦${shown}k`;
}

/** The week's total, for the card's summary and the screen-reader description. */
export function totalSales(points: readonly SalesPoint[]): number {
  return points.reduce((sum, point) => sum + point.amount, 0);
}

/** The best day of the week (the first one on a tie), or null for an empty week. */
export function bestDay(points: readonly SalesPoint[]): SalesPoint | null {
  return points.reduce<SalesPoint | null>((best, point) => (best && best.amount >= point.amount ? best : point), null);
}

export function buildSalesOption(points: readonly SalesPoint[], palette: ChartPalette): SalesOption {
  return {
    animationDuration: 600,
    textStyle: { fontFamily: palette.fontFamily },
    grid: { top: 16, right: 12, bottom: 28, left: 56 },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: points.map((point) => point.day),
      axisLine: { lineStyle: { color: palette.gridLine } },
      axisTick: { show: false },
      axisLabel: { color: palette.axisText },
    },
    yAxis: {
      type: 'value',
      splitNumber: 4,
      axisLabel: { color: palette.axisText, formatter: (value: number) => formatNairaShort(value) },
      splitLine: { lineStyle: { color: palette.gridLine, type: 'dashed' } },
    },
    series: [
      {
        name: 'Sales',
        type: 'line',
        smooth: true,
        symbol: 'circle',
        symbolSize: 8,
        // Hovering a day grows its point; the card names the day and its sales (no tooltip component, see
        // echarts-core.ts).
        emphasis: { scale: 1.6, focus: 'none' },
        data: points.map((point) => point.amount),
        lineStyle: { width: 3, color: palette.line },
        itemStyle: { color: palette.line, borderColor: palette.surface, borderWidth: 2 },
        areaStyle: {
          color: {
            type: 'linear',
            x: 0,
            y: 0,
            x2: 0,
            y2: 1,
            colorStops: [
              { offset: 0, color: palette.areaTop },
              { offset: 1, color: palette.areaBottom },
            ],
          },
        },
      },
    ],
  };
}
