import { theme } from '@oja/shared/theme';
import { ORDER_SUMMARY } from '../data/merchant-figures';
import { chartPalette } from './chart-palette';
import { buildOrderSummaryOption, deliveredShare } from './order-summary-option';

describe('buildOrderSummaryOption', () => {
  const option = buildOrderSummaryOption(ORDER_SUMMARY, chartPalette(theme));
  const series = (Array.isArray(option.series) ? option.series : [option.series])[0] as {
    type: string;
    radius: string[];
    data: { name: string; value: number; itemStyle: { color: string } }[];
  };

  it('is a doughnut (a pie with a hole) of Delivered 81% and Cancelled 19%', () => {
    expect(series.type).toBe('pie');
    expect(Number.parseFloat(series.radius[0] ?? '0')).toBeGreaterThan(0);
    expect(series.data.map(({ name, value }) => [name, value])).toEqual([
      ['Delivered', 81],
      ['Cancelled', 19],
    ]);
  });

  it('colours delivered in the brand green and cancelled in the theme red', () => {
    const colours = Object.fromEntries(series.data.map((slice) => [slice.name, slice.itemStyle.color]));
    expect(colours).toEqual({ Delivered: theme.colors.primary, Cancelled: theme.palette.red500 });
  });

  it('reads the delivered share wherever it is in the list, and 0 without one', () => {
    expect(deliveredShare(ORDER_SUMMARY)).toBe(81);
    expect(deliveredShare([...ORDER_SUMMARY].reverse())).toBe(81);
    expect(deliveredShare([])).toBe(0);
  });
});
