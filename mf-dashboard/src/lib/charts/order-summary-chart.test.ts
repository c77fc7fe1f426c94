import { theme } from '@oja/shared/theme';
import type { PieSeriesOption } from 'echarts/charts';
import { ORDER_SUMMARY } from '../../samples/merchant-figures';
import { chartPalette } from './chart-palette';
import { buildOrderSummaryChart, deliveredShare } from './order-summary-chart';

describe('buildOrderSummaryChart', () => {
  const option = buildOrderSummaryChart(ORDER_SUMMARY, chartPalette(theme));
  const [doughnut] = (Array.isArray(option.series) ? option.series : [option.series]) as PieSeriesOption[];
  const slices = (doughnut?.data ?? []) as { name: string; value: number; itemStyle: { color: string } }[];

  it('is a doughnut (a pie with a hole) of Delivered 81% and Cancelled 19%', () => {
    expect(doughnut?.type).toBe('pie');
    const [inner, outer] = (doughnut?.radius ?? []) as string[];
    expect(Number.parseFloat(inner ?? '0')).toBeGreaterThan(0);
    expect(Number.parseFloat(outer ?? '0')).toBeGreaterThan(Number.parseFloat(inner ?? '0'));
    expect(slices.map(({ name, value }) => [name, value])).toEqual([
      ['Delivered', 81],
      ['Cancelled', 19],
    ]);
  });

  it('colours delivered in the brand green and cancelled in the theme red, apart by the card white', () => {
    const colours = Object.fromEntries(slices.map((slice) => [slice.name, slice.itemStyle.color]));
    expect(colours).toEqual({ Delivered: theme.colors.primary, Cancelled: theme.palette.red500 });
    expect(doughnut?.itemStyle?.borderColor).toBe(theme.colors.surface);
  });

  it('shows its legend as text beside it, not inside the canvas', () => {
    expect(doughnut?.label).toEqual({ show: false });
    expect(option).not.toHaveProperty('legend');
  });

  it('reads the delivered share wherever it is in the list, and 0 without one', () => {
    expect(deliveredShare(ORDER_SUMMARY)).toBe(81);
    expect(deliveredShare([...ORDER_SUMMARY].reverse())).toBe(81);
    expect(deliveredShare([])).toBe(0);
  });
});
