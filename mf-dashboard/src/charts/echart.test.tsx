import { render } from '@testing-library/react';
import { useEffect } from 'react';
import EChart from './echart';

// echarts is ESM and draws on a canvas, neither of which jsdom runs: the binding is replaced by a stand-in that
// hands over an instance recording resizes, and the trimmed echarts by a marker to check it is the one passed.
const resize = jest.fn();
const received: Record<string, unknown>[] = [];
jest.mock('./echarts-core', () => ({ echarts: { marker: 'trimmed echarts' } }));
jest.mock('echarts-for-react/esm/core', () => ({
  __esModule: true,
  default: (props: Record<string, unknown> & { onChartReady: (instance: object) => void }) => {
    received.push(props);
    const { onChartReady } = props;
    useEffect(() => onChartReady({ resize, isDisposed: () => false }), [onChartReady]);
    return <div data-testid="echarts" />;
  },
}));

let observed: ResizeObserverCallback | null = null;
beforeAll(() => {
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
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callback(0);
    return 1;
  });
});

describe('EChart', () => {
  it('hands the trimmed echarts and the option to the binding, hidden from screen readers', () => {
    const option = { series: [] };
    const { container } = render(<EChart option={option} name="sales-analytics" />);
    const props = received.at(-1);
    expect(props?.echarts).toEqual({ marker: 'trimmed echarts' });
    expect(props?.option).toBe(option);
    // The binding's own window listener is off: the container's ResizeObserver below does the work.
    expect(props?.autoResize).toBe(false);
    expect(container.querySelector('[data-chart="sales-analytics"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('resizes the chart when its container changes size (window or folding sidebar), until unmounted', () => {
    const { unmount } = render(<EChart option={{}} name="order-summary" />);
    resize.mockClear();
    observed?.([], {} as ResizeObserver);
    expect(resize).toHaveBeenCalledTimes(1);
    expect(resize).toHaveBeenCalledWith({ width: 'auto', height: 'auto' });
    unmount();
    expect(observed).toBeNull();
  });
});
