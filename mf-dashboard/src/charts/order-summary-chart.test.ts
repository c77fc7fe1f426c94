import { theme } from '@oja/shared/theme';
import { ORDER_SUMMARY } from '../data/merchant-figures';
import { chartPalette } from './chart-palette';
import { buildOrderSummaryChart, deliveredShare } from './order-summary-chart';

describe('buildOrderSummaryChart', () => {
  const config = buildOrderSummaryChart(ORDER_SUMMARY, chartPalette(theme));
  const [shares] = config.data.datasets;

  it('is a doughnut of Delivered 81% and Cancelled 19%', () => {
    expect(config.type).toBe('doughnut');
    expect(Number.parseFloat(String(config.options?.cutout))).toBeGreaterThan(0);
    expect(config.data.labels).toEqual(['Delivered', 'Cancelled']);
    expect(shares?.data).toEqual([81, 19]);
  });

  it('colours delivered in the brand green and cancelled in the theme red, apart by the card white', () => {
    expect(shares?.backgroundColor).toEqual([theme.colors.primary, theme.palette.red500]);
    expect(shares?.borderColor).toBe(theme.colors.surface);
  });

  it('reads the delivered share wherever it is in the list, and 0 without one', () => {
    expect(deliveredShare(ORDER_SUMMARY)).toBe(81);
    expect(deliveredShare([...ORDER_SUMMARY].reverse())).toBe(81);
    expect(deliveredShare([])).toBe(0);
  });
});
