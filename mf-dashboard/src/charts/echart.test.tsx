// The real echarts, drawn by the component into its box. jsdom has no canvas: jest-canvas-mock gives it a 2D
// context that accepts the drawing calls, so what is tested here is the component's own work: it starts echarts in
// its box with the option it was given, follows the box's size, and gives echarts up when it unmounts.
import 'jest-canvas-mock';
import { theme } from '@oja/shared/theme';
import { act, render, waitFor } from '@testing-library/react';
import { WEEKLY_SALES } from '../data/merchant-figures';
import { chartPalette } from './chart-palette';
import EChart from './echart';
import { echarts } from './echarts-core';
import { buildSalesOption } from './sales-option';

let observed: ResizeObserverCallback | null = null;
beforeAll(() => {
  // jsdom has no ResizeObserver either: this one reports to the test when the box "changes size".
  globalThis.ResizeObserver = class {
    constructor(callback: ResizeObserverCallback) {
      observed = callback;
    }
    observe() {}
    unobserve() {}
    disconnect() {
      observed = null;
    }
  } as unknown as typeof ResizeObserver;
});

/** Renders the sales chart and waits until echarts has drawn it (its binding starts echarts after a first frame). */
async function renderChart() {
  const option = buildSalesOption(WEEKLY_SALES, chartPalette(theme));
  const view = render(<EChart option={option} name="sales-analytics" />);
  const box = view.container.querySelector<HTMLElement>('[data-chart="sales-analytics"]');
  if (!box) throw new Error('no chart box');
  // echarts-for-react puts echarts in the element it renders inside the box.
  const host = box.firstElementChild as HTMLElement;
  const chart = await waitFor(() => {
    const ready = echarts.getInstanceByDom(host);
    expect(ready?.getOption()).toBeDefined();
    return ready as NonNullable<typeof ready>;
  });
  return { ...view, box, host, chart };
}

describe('EChart', () => {
  it('starts echarts in its box with the option it was given, hidden from screen readers', async () => {
    const { box, host, chart } = await renderChart();
    expect(box).toHaveAttribute('aria-hidden', 'true');
    expect(host.querySelector('canvas')).not.toBeNull();
    const series = (chart.getOption() as { series: { type: string; data: number[] }[] }).series;
    expect(series.map((line) => line.type)).toEqual(['line']);
    expect(series[0]?.data).toEqual(WEEKLY_SALES.map((point) => point.amount));
  });

  it('resizes echarts when its box changes size, once however many changes a frame reports', async () => {
    const { chart } = await renderChart();
    const resize = jest.spyOn(chart, 'resize');
    act(() => {
      observed?.([], {} as ResizeObserver);
      observed?.([], {} as ResizeObserver);
    });
    expect(resize).not.toHaveBeenCalled();
    await waitFor(() => expect(resize).toHaveBeenCalled());
    expect(resize).toHaveBeenCalledTimes(1);
    expect(resize).toHaveBeenCalledWith({ width: 'auto', height: 'auto' });
  });

  it('disposes of echarts and stops watching its box when it goes', async () => {
    const { host, chart, unmount } = await renderChart();
    unmount();
    expect(chart.isDisposed()).toBe(true);
    expect(echarts.getInstanceByDom(host)).toBeUndefined();
    expect(observed).toBeNull();
  });
});
