// The Sales Analytics line chart's echarts option, built from plain data so it can be tested without drawing it.
import { formatPriceShort } from '@oja/shared/format';
import type { LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { SalesPoint } from '../figures';
import type { ChartPalette } from './chart-palette';

export type SalesChartOption = ComposeOption<LineSeriesOption | GridComponentOption>;

/**
 * The plot's place in the chart's box, in px. The amounts' column left of it is fixed, so the days sit at the same
 * places whatever the week's figures.
 */
export const SALES_PLOT_INSET = { top: 16, right: 12, bottom: 28, left: 56 } as const;

/** The week's total, for the card's summary and the screen-reader description. */
export function totalSales(points: readonly SalesPoint[]): number {
  return points.reduce((sum, point) => sum + point.amount, 0);
}

/** The best day of the week (the first one on a tie), or null for an empty week. */
export function bestDay(points: readonly SalesPoint[]): SalesPoint | null {
  return points.reduce<SalesPoint | null>((best, point) => (best && best.amount >= point.amount ? best : point), null);
}

export function buildSalesChart(points: readonly SalesPoint[], palette: ChartPalette): SalesChartOption {
  const axisLabel = { color: palette.axisText, fontFamily: palette.fontFamily, fontSize: 12 };
  return {
    animationDuration: 600,
    textStyle: { fontFamily: palette.fontFamily },
    grid: { ...SALES_PLOT_INSET, containLabel: false },
    xAxis: {
      type: 'category',
      // Monday on the plot's left edge and Sunday on its right, as a week's line reads.
      boundaryGap: false,
      data: points.map((point) => point.day),
      axisLine: { lineStyle: { color: palette.gridLine } },
      axisTick: { show: false },
      axisLabel,
    },
    yAxis: {
      type: 'value',
      min: 0,
      splitNumber: 4,
      axisLabel: { ...axisLabel, formatter: (value: number) => formatPriceShort(value) },
      splitLine: { lineStyle: { color: palette.gridLine, type: [4, 4] } },
    },
    series: [
      {
        name: 'Sales',
        type: 'line',
        smooth: 0.4,
        symbol: 'circle',
        symbolSize: 8,
        // The pointer or finger picks a day anywhere in its column (chart-canvas.tsx), not on its point alone: the
        // series takes no pointer events of its own, and the day picked grows its point (a highlight).
        silent: true,
        emphasis: { scale: 1.5, focus: 'none' },
        data: points.map((point) => point.amount),
        lineStyle: { width: 3, color: palette.line },
        itemStyle: { color: palette.line, borderColor: palette.surface, borderWidth: 2 },
        // The area under the line fades from the palette's top colour at the plot's top to nothing at its bottom.
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
