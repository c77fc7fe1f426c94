import { theme } from '@oja/shared/theme';
import { WEEKLY_SALES } from '../data/merchant-figures';
import { chartPalette } from './chart-palette';
import { bestDay, buildSalesChart, salesAreaFill, totalSales } from './sales-chart';

const palette = chartPalette(theme);

describe('buildSalesChart', () => {
  const config = buildSalesChart(WEEKLY_SALES, palette);
  const [sales] = config.data.datasets;
  const { x, y } = config.options?.scales ?? {};

  it('draws one line of the week, a point a day, Monday first', () => {
    expect(config.type).toBe('line');
    expect(config.data.datasets).toHaveLength(1);
    expect(config.data.labels).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(sales?.data).toEqual(WEEKLY_SALES.map((point) => point.amount));
  });

  it('takes its colours and font from the shared theme', () => {
    expect(sales?.borderColor).toBe(theme.colors.primary);
    expect(sales?.pointBackgroundColor).toBe(theme.colors.primary);
    expect(sales?.pointBorderColor).toBe(theme.colors.surface);
    for (const axis of [x, y]) {
      expect(axis?.ticks?.color).toBe(theme.colors.textMuted);
      expect(axis?.ticks?.font).toMatchObject({ family: theme.fonts.body });
    }
  });

  it('labels the amounts in thousands of naira, from zero', () => {
    const label = y?.ticks?.callback as (value: number | string) => string;
    expect(label(50_000)).toBe('N50k');
    expect(label(0)).toBe('N0');
    expect(y).toMatchObject({ beginAtZero: true });
  });

  it('names the day of the whole column under the pointer, not only of its point', () => {
    expect(config.options?.interaction).toEqual({ mode: 'index', intersect: false });
  });

  it('fills the area under the line with a fade from the plot top to its bottom', () => {
    const stops: [number, string][] = [];
    const gradient = { addColorStop: (offset: number, colour: string) => stops.push([offset, colour]) };
    const createLinearGradient = jest.fn(() => gradient as unknown as CanvasGradient);
    const ctx = { createLinearGradient } as unknown as CanvasRenderingContext2D;
    const chartArea = { top: 16, bottom: 230, left: 56, right: 300, width: 244, height: 214 };
    expect(salesAreaFill({ ctx, chartArea }, palette)).toBe(gradient);
    expect(createLinearGradient).toHaveBeenCalledWith(0, 16, 0, 230);
    expect(stops).toEqual([
      [0, palette.areaTop],
      [1, palette.areaBottom],
    ]);
    // Before the first layout there is no plot area: a plain colour, no gradient.
    expect(salesAreaFill({ ctx, chartArea: undefined as never }, palette)).toBe(palette.areaBottom);
  });

  it('draws an empty week without failing', () => {
    const empty = buildSalesChart([], palette);
    expect(empty.data.labels).toEqual([]);
    expect(empty.data.datasets[0]?.data).toEqual([]);
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
