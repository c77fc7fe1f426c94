// The chart itself: echarts-for-react's core component on the trimmed echarts of echarts.ts. This module is the
// lazily loaded chunk (see chart-frame.tsx). The binding follows its box's size (a ResizeObserver on the box, so it
// also sees the dashboard sidebar folding, which a window listener alone misses).
import type { ECharts, EChartsCoreOption } from 'echarts/core';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { echarts } from '../../lib/charts/echarts';

export interface ChartCanvasProps {
  option: EChartsCoreOption;
  /** What the canvas is, for tests and tools; screen readers get the text alternative beside it. */
  name: string;
  /**
   * Told the index of the category under the pointer or finger (anywhere in its column of the plot, not only on its
   * point), and null once the pointer leaves the plot. For a chart with a category axis: the sales line.
   */
  onActiveIndex?: (index: number | null) => void;
}

export default function ChartCanvas({ option, name, onActiveIndex }: ChartCanvasProps) {
  // The pointer handlers are attached once, when echarts is ready: they call whatever callback the latest render
  // gave.
  const report = useRef(onActiveIndex);
  useEffect(() => {
    report.current = onActiveIndex;
  });
  const follows = onActiveIndex !== undefined;
  const onChartReady = useCallback(
    (chart: ECharts) => {
      if (follows) followPointer(chart, (index) => report.current?.(index));
    },
    [follows],
  );
  const shown = useMemo(() => (prefersReducedMotion() ? { ...option, animation: false } : option), [option]);

  return (
    <div data-chart={name} aria-hidden="true" style={{ position: 'absolute', inset: 0 }}>
      <ReactEChartsCore
        echarts={echarts}
        option={shown}
        notMerge
        opts={{ renderer: 'canvas' }}
        onChartReady={onChartReady}
        style={{ width: '100%', height: '100%' }}
      />
    </div>
  );
}

/**
 * Makes the category under the pointer the active one: its point grows (echarts' highlight) and `report` is told.
 * zrender turns a touch into the same pointer moves, so a tap picks a day too and it stays picked after the finger
 * lifts; the mouse leaving the chart clears it.
 */
function followPointer(chart: ECharts, report: (index: number | null) => void): void {
  let active: number | null = null;
  const activate = (index: number | null) => {
    if (index === active) return;
    if (active !== null) chart.dispatchAction({ type: 'downplay', seriesIndex: 0, dataIndex: active });
    if (index !== null) chart.dispatchAction({ type: 'highlight', seriesIndex: 0, dataIndex: index });
    active = index;
    report(index);
  };
  const zr = chart.getZr();
  zr.on('mousemove', (event) => activate(categoryAt(chart, event.offsetX, event.offsetY)));
  zr.on('globalout', () => activate(null));
}

/** The nearest category to a point of the plot (its column), or null outside the plot. */
export function categoryAt(chart: Pick<ECharts, 'containPixel' | 'convertFromPixel'>, x: number, y: number) {
  if (!chart.containPixel({ gridIndex: 0 }, [x, y])) return null;
  const position = Number(chart.convertFromPixel({ xAxisIndex: 0 }, x));
  return Number.isFinite(position) ? Math.max(0, Math.round(position)) : null;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
