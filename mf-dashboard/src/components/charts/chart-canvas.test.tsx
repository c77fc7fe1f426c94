// The real echarts, drawn by the component into its box. jsdom has no canvas and no layout: jest-canvas-mock gives
// it a 2D context that accepts the drawing calls, and the boxes are given a size, so what is tested here is the
// component's own work: it starts echarts in its box with the option it was given, reports the day under the
// pointer (anywhere in its column) and grows its point, clears it when the pointer leaves, and gives echarts up when
// it unmounts. How a real mouse and a real finger reach zrender is the browser tests' (mf-dashboard/e2e).
import 'jest-canvas-mock';
import { theme } from '@oja/shared/theme';
import { render, waitFor } from '@testing-library/react';
import type { ECharts } from 'echarts/core';
import { chartPalette } from '../../lib/charts/chart-palette';
import { echarts } from '../../lib/charts/echarts';
import { buildOrderSummaryChart } from '../../lib/charts/order-summary-chart';
import { buildSalesChart, SALES_PLOT_INSET } from '../../lib/charts/sales-chart';
import { ORDER_SUMMARY, WEEKLY_SALES } from '../../samples/merchant-figures';
import ChartCanvas, { type ChartCanvasProps } from './chart-canvas';
import { giveBoxesASize } from './sized-boxes';

const WIDTH = 600;
const HEIGHT = 260;
giveBoxesASize(WIDTH, HEIGHT);

/** Where day `index` of the week sits across the plot (Monday on its left edge, Sunday on its right). */
const dayX = (index: number) =>
  SALES_PLOT_INSET.left + (index * (WIDTH - SALES_PLOT_INSET.left - SALES_PLOT_INSET.right)) / 6;
const plotMiddleY = HEIGHT / 2;

const salesOption = () => buildSalesChart(WEEKLY_SALES, chartPalette(theme));

/** Renders a chart and waits until echarts has drawn its option in the box. */
async function renderChart(props: Partial<ChartCanvasProps> = {}) {
  const view = render(<ChartCanvas option={salesOption()} name="sales-analytics" {...props} />);
  const box = view.container.querySelector<HTMLElement>('[data-chart]');
  // echarts-for-react puts echarts in the element it renders inside the box.
  const host = box?.firstElementChild as HTMLElement | null;
  if (!box || !host) throw new Error('no chart box');
  const chart = await waitFor(() => {
    const ready = echarts.getInstanceByDom(host);
    expect((ready?.getOption() as { series?: unknown[] } | undefined)?.series).toBeDefined();
    return ready as ECharts;
  });
  return { ...view, box, host, chart };
}

/** A pointer move as zrender reports it to its listeners (in the chart's own pixels). */
const pointAt = (chart: ECharts, x: number, y: number) =>
  chart.getZr().trigger('mousemove', { offsetX: x, offsetY: y });

describe('ChartCanvas', () => {
  it('starts echarts in its box with the option it was given, on a canvas hidden from screen readers', async () => {
    const { box, host, chart } = await renderChart();
    expect(box).toHaveAttribute('aria-hidden', 'true');
    expect(host.querySelector('canvas')).not.toBeNull();
    const series = (chart.getOption() as { series: { type: string; data: number[] }[] }).series;
    expect(series.map((line) => line.type)).toEqual(['line']);
    expect(series[0]?.data).toEqual(WEEKLY_SALES.map((point) => point.amount));
    expect([chart.getWidth(), chart.getHeight()]).toEqual([WIDTH, HEIGHT]);
  });

  it("reports the day of the pointer's column, anywhere in it, grows its point, and clears it off the plot", async () => {
    const reported: (number | null)[] = [];
    const { chart } = await renderChart({ onActiveIndex: (index) => reported.push(index) });
    const actions = jest.spyOn(chart, 'dispatchAction');
    // Near Saturday's column, at the plot's middle height, far from its point.
    pointAt(chart, dayX(5) + 10, plotMiddleY);
    expect(reported).toEqual([5]);
    expect(actions).toHaveBeenLastCalledWith({ type: 'highlight', seriesIndex: 0, dataIndex: 5 });
    // Moving inside the same column changes nothing; the next column moves the day and its highlight.
    pointAt(chart, dayX(5) - 10, plotMiddleY + 40);
    pointAt(chart, dayX(0) + 2, plotMiddleY);
    expect(reported).toEqual([5, 0]);
    expect(actions).toHaveBeenCalledWith({ type: 'downplay', seriesIndex: 0, dataIndex: 5 });
    // Over the amounts' column, left of the plot: no day.
    pointAt(chart, SALES_PLOT_INSET.left / 2, plotMiddleY);
    expect(reported).toEqual([5, 0, null]);
    pointAt(chart, dayX(6), plotMiddleY);
    chart.getZr().trigger('globalout', {});
    expect(reported).toEqual([5, 0, null, 6, null]);
  });

  it('reports to the callback of the latest render, not the one the chart was created with', async () => {
    const first: (number | null)[] = [];
    const latest: (number | null)[] = [];
    const { chart, rerender } = await renderChart({ onActiveIndex: (index) => first.push(index) });
    rerender(
      <ChartCanvas option={salesOption()} name="sales-analytics" onActiveIndex={(index) => latest.push(index)} />,
    );
    pointAt(chart, dayX(2), plotMiddleY);
    expect(latest).toEqual([2]);
    expect(first).toEqual([]);
  });

  it('follows no pointer for a chart that asks for none (the doughnut)', async () => {
    const option = buildOrderSummaryChart(ORDER_SUMMARY, chartPalette(theme));
    const { chart } = await renderChart({ option, name: 'order-summary' });
    const actions = jest.spyOn(chart, 'dispatchAction');
    pointAt(chart, WIDTH / 2, HEIGHT / 2);
    expect(actions).not.toHaveBeenCalled();
  });

  it('draws without its entry animation when the system asks for reduced motion', async () => {
    const matchMedia = jest
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => ({ matches: query.includes('reduce') }) as MediaQueryList);
    try {
      const { chart } = await renderChart();
      expect((chart.getOption() as { animation?: boolean }).animation).toBe(false);
    } finally {
      matchMedia.mockRestore();
    }
  });

  it('disposes of echarts when it goes', async () => {
    const { host, chart, unmount } = await renderChart();
    unmount();
    expect(chart.isDisposed()).toBe(true);
    expect(echarts.getInstanceByDom(host)).toBeUndefined();
  });
});
