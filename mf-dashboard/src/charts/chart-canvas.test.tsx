// The real Chart.js, drawn by the component into its box. jsdom has no canvas: jest-canvas-mock gives it a 2D
// context that accepts the drawing calls, so what is tested here is the component's own work: it starts Chart.js
// in its box with the configuration it was given, reports the active day from Chart.js's own pointer handling,
// takes a size Chart.js alone would drop, and gives the chart up when it unmounts.
import 'jest-canvas-mock';
import { theme } from '@oja/shared/theme';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { animator, type Chart as ChartInstance } from 'chart.js';
import { WEEKLY_SALES } from '../data/merchant-figures';
import ChartCanvas from './chart-canvas';
import { chartPalette } from './chart-palette';
import { Chart } from './chartjs';
import { buildSalesChart } from './sales-chart';

/** Renders the sales chart and waits until Chart.js has started on its canvas. */
async function renderChart(
  onActiveIndex?: (index: number | null) => void,
  config = buildSalesChart(WEEKLY_SALES, chartPalette(theme)),
) {
  const view = render(<ChartCanvas config={config} name="sales-analytics" onActiveIndex={onActiveIndex} />);
  const box = view.container.querySelector<HTMLElement>('[data-chart="sales-analytics"]');
  const canvas = box?.querySelector('canvas');
  if (!box || !canvas) throw new Error('no chart canvas');
  const chart = await waitFor(() => {
    const started = Chart.getChart(canvas);
    expect(started).toBeDefined();
    return started as NonNullable<typeof started>;
  });
  return { ...view, box, canvas, chart };
}

describe('ChartCanvas', () => {
  it('starts Chart.js in its box with the configuration it was given, hidden from screen readers', async () => {
    const { box, chart } = await renderChart();
    expect(box).toHaveAttribute('aria-hidden', 'true');
    expect((chart.config as { type: string }).type).toBe('line');
    expect(chart.data.datasets[0]?.data).toEqual(WEEKLY_SALES.map((point) => point.amount));
    // It fills its box, whatever the box's shape (following its size is for the browser tests: jsdom has no
    // ResizeObserver).
    expect(chart.options.maintainAspectRatio).toBe(false);
  });

  it('reports the active day after a pointer event, and none once the pointer leaves the canvas', async () => {
    const reported: (number | null)[] = [];
    const { canvas, chart } = await renderChart((index) => reported.push(index));
    // jsdom lays nothing out, so no pointer position can land on a day: make Saturday active, then move.
    chart.setActiveElements([{ datasetIndex: 0, index: 5 }]);
    fireEvent.mouseMove(canvas, { clientX: 1, clientY: 1 });
    await waitFor(() => expect(reported.at(-1)).toBe(5));
    fireEvent.mouseOut(canvas);
    await waitFor(() => expect(reported.at(-1)).toBeNull());
  });

  it('reports to the callback of the latest render, not the one the chart was created with', async () => {
    const first: (number | null)[] = [];
    const latest: (number | null)[] = [];
    const { canvas, rerender } = await renderChart((index) => first.push(index));
    const config = buildSalesChart(WEEKLY_SALES, chartPalette(theme));
    rerender(<ChartCanvas config={config} name="sales-analytics" onActiveIndex={(index) => latest.push(index)} />);
    fireEvent.mouseOut(canvas);
    await waitFor(() => expect(latest).toEqual([null]));
    expect(first).toEqual([]);
  });

  it('takes a size asked for in the last frame of an animation (Chart.js alone keeps the one before)', async () => {
    // A resize that arrives while the chart animates waits for its next draw, and the last animated frame has no
    // draw after it. Asking for a new size in every animated frame makes the last ask such a resize.
    const asked: number[] = [];
    const base = buildSalesChart(WEEKLY_SALES, chartPalette(theme));
    const animation = {
      duration: 150,
      onProgress: ({ chart }: { chart: ChartInstance }) => {
        asked.push(200 + asked.length);
        chart.resize(asked.at(-1), 150);
      },
    };
    const { chart } = await renderChart(undefined, { ...base, options: { ...base.options, animation } });
    await waitFor(() => expect(asked.length).toBeGreaterThan(1));
    await waitFor(() => expect(animator.running(chart)).toBe(false));
    expect(chart.width).toBe(asked.at(-1));
  });

  it('gives the chart up when it goes', async () => {
    const { canvas, chart, unmount } = await renderChart();
    const destroy = jest.spyOn(chart, 'destroy');
    unmount();
    expect(destroy).toHaveBeenCalled();
    expect(Chart.getChart(canvas)).toBeUndefined();
  });
});
