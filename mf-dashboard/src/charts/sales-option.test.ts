import { theme } from '@oja/shared/theme';
import { WEEKLY_SALES } from '../data/merchant-figures';
import { chartPalette } from './chart-palette';
import { bestDay, buildSalesOption, formatNairaShort, totalSales } from './sales-option';

const palette = chartPalette(theme);

describe('buildSalesOption', () => {
  const option = buildSalesOption(WEEKLY_SALES, palette);
  const series = (Array.isArray(option.series) ? option.series : [option.series])[0] as Record<string, unknown>;
  const xAxis = option.xAxis as { type: string; data: string[] };

  it('draws one line of the week, a point a day, Monday first', () => {
    expect(series.type).toBe('line');
    expect(xAxis.type).toBe('category');
    expect(xAxis.data).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(series.data).toEqual(WEEKLY_SALES.map((point) => point.amount));
  });

  it('takes its colours and font from the shared theme', () => {
    expect((series.lineStyle as { color: string }).color).toBe(theme.colors.primary);
    expect((series.itemStyle as { color: string }).color).toBe(theme.colors.primary);
    expect(option.textStyle).toEqual({ fontFamily: theme.fonts.body });
    const yAxis = option.yAxis as { axisLabel: { color: string; formatter: (value: number) => string } };
    expect(yAxis.axisLabel.color).toBe(theme.colors.textMuted);
    expect(yAxis.axisLabel.formatter(50_000)).toBe('₦50k');
  });

  it('uses only the registered parts of echarts (no tooltip, no axis pointer, no legend)', () => {
    expect(Object.keys(option).sort()).toEqual(
      ['animationDuration', 'grid', 'series', 'textStyle', 'xAxis', 'yAxis'].sort(),
    );
  });

  it('draws an empty week without failing', () => {
    const empty = buildSalesOption([], palette);
    expect((empty.xAxis as { data: string[] }).data).toEqual([]);
  });
});

describe('sales figures', () => {
  it('shortens axis amounts to thousands of naira', () => {
    expect(formatNairaShort(0)).toBe('₦0');
    expect(formatNairaShort(950)).toBe('₦950');
    expect(formatNairaShort(48_500)).toBe('₦48.5k');
    expect(formatNairaShort(112_000)).toBe('₦112k');
  });

  it('totals the week and finds its best day (the first one on a tie)', () => {
    expect(totalSales(WEEKLY_SALES)).toBe(533_800);
    expect(bestDay(WEEKLY_SALES)?.dayName).toBe('Saturday');
    expect(
      bestDay([
        { day: 'Mon', dayName: 'Monday', amount: 5 },
        { day: 'Tue', dayName: 'Tuesday', amount: 5 },
      ])?.day,
    ).toBe('Mon');
    expect(bestDay([])).toBeNull();
    expect(totalSales([])).toBe(0);
  });
});
