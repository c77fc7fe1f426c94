import { theme } from '@oja/shared/theme';
import type { LineSeriesOption } from 'echarts/charts';
import { WEEKLY_SALES } from '../../samples/merchant-figures';
import { chartPalette } from './chart-palette';
import { bestDay, buildSalesChart, SALES_PLOT_INSET, totalSales } from './sales-chart';

const palette = chartPalette(theme);

describe('buildSalesChart', () => {
  const option = buildSalesChart(WEEKLY_SALES, palette);
  const [line] = (Array.isArray(option.series) ? option.series : [option.series]) as LineSeriesOption[];
  const xAxis = option.xAxis as { type: string; boundaryGap: boolean; data: string[] };
  const yAxis = option.yAxis as {
    min: number;
    axisLabel: { color: string; fontFamily: string; formatter: (value: number) => string };
    splitLine: { lineStyle: { type: unknown } };
  };

  it('draws one smooth line of the week, a point a day, Monday first on the plot edge', () => {
    expect(line?.type).toBe('line');
    expect(line?.smooth).toBeTruthy();
    expect(xAxis.type).toBe('category');
    expect(xAxis.boundaryGap).toBe(false);
    expect(xAxis.data).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(line?.data).toEqual(WEEKLY_SALES.map((point) => point.amount));
  });

  it('fills the area under the line with a fade from the plot top to its bottom', () => {
    const fill = (line?.areaStyle?.color ?? {}) as { type: string; y: number; y2: number; colorStops: unknown[] };
    expect(fill).toMatchObject({ type: 'linear', y: 0, y2: 1 });
    expect(fill.colorStops).toEqual([
      { offset: 0, color: palette.areaTop },
      { offset: 1, color: palette.areaBottom },
    ]);
  });

  it('takes its colours and font from the shared theme', () => {
    expect(line?.lineStyle?.color).toBe(theme.colors.primary);
    expect(line?.itemStyle?.color).toBe(theme.colors.primary);
    expect(line?.itemStyle?.borderColor).toBe(theme.colors.surface);
    expect(option.textStyle).toEqual({ fontFamily: theme.fonts.body });
    expect(yAxis.axisLabel).toMatchObject({ color: theme.colors.textMuted, fontFamily: theme.fonts.body });
  });

  it('labels the amounts in thousands of naira, from zero, over dashed lines', () => {
    expect(yAxis.axisLabel.formatter(50_000)).toBe('N50k');
    expect(yAxis.axisLabel.formatter(0)).toBe('N0');
    expect(yAxis.min).toBe(0);
    expect(yAxis.splitLine.lineStyle.type).toEqual([4, 4]);
  });

  it('keeps the plot at fixed insets, the amounts in a 56 px column left of it', () => {
    expect(option.grid).toMatchObject({ ...SALES_PLOT_INSET, containLabel: false });
    expect(SALES_PLOT_INSET.left).toBe(56);
  });

  it('leaves the pointer to the chart component (a day picked anywhere in its column) and grows the picked point', () => {
    expect(line?.silent).toBe(true);
    expect(line?.emphasis).toMatchObject({ scale: 1.5 });
  });

  it('uses only the registered parts of echarts (no tooltip, no axis pointer, no legend)', () => {
    expect(Object.keys(option).sort()).toEqual(
      ['animationDuration', 'grid', 'series', 'textStyle', 'xAxis', 'yAxis'].sort(),
    );
  });

  it('draws an empty week without failing', () => {
    const empty = buildSalesChart([], palette);
    expect((empty.xAxis as { data: string[] }).data).toEqual([]);
  });
});

describe('sales figures', () => {
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
