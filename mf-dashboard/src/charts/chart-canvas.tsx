// The chart itself: react-chartjs-2's component on the trimmed Chart.js of chartjs.ts. This module is the lazily
// loaded chunk (see chart-frame.tsx). Chart.js follows its box's size on its own (a ResizeObserver on the box, so
// it also sees the dashboard sidebar folding, which a window listener alone misses).
import type { Chart, ChartConfiguration, ChartType, Plugin } from 'chart.js';
import { useEffect, useMemo, useRef } from 'react';
import { Chart as ChartComponent } from 'react-chartjs-2';
import './chartjs';

export interface ChartCanvasProps {
  config: ChartConfiguration<ChartType>;
  /** What the canvas is, for tests and tools; screen readers get the text alternative beside it. */
  name: string;
  /** Told the index of the data point under the pointer or finger, and null once it leaves the chart. */
  onActiveIndex?: (index: number | null) => void;
}

export default function ChartCanvas({ config, name, onActiveIndex }: ChartCanvasProps) {
  // The binding reads its plugins only when it creates the chart: the plugin is made once and calls whatever
  // callback the latest render gave.
  const report = useRef(onActiveIndex);
  useEffect(() => {
    report.current = onActiveIndex;
  });
  const plugins = useMemo<Plugin[]>(
    () => [
      {
        id: 'activeIndex',
        // After every pointer event: Chart.js has settled what is active (nothing once the pointer is off the
        // canvas), whether or not the pointer is inside the plot area.
        afterEvent: (chart) => report.current?.(chart.getActiveElements()[0]?.index ?? null),
      },
    ],
    [],
  );
  // A new options object makes the binding update the chart: made once per config, not on every render (the
  // sales card renders again for each hovered day).
  const options = useMemo(() => {
    const animation = config.options?.animation;
    return {
      ...config.options,
      // Following the box needs a ResizeObserver; without one the chart keeps the size it started at.
      responsive: typeof ResizeObserver !== 'undefined',
      maintainAspectRatio: false,
      animation: prefersReducedMotion() || animation === false ? (false as const) : { ...animation, onComplete },
    };
  }, [config.options]);

  return (
    <div data-chart={name} aria-hidden="true" style={{ position: 'absolute', inset: 0 }}>
      <ChartComponent type={config.type} data={config.data} options={options} plugins={plugins} />
    </div>
  );
}

/**
 * Chart.js (4.6) puts off a resize that arrives while the chart animates until its next draw. One that arrives in
 * the frame after the last animated step waits for a draw that never comes (nothing is left to animate), and the
 * chart keeps its old size until something redraws it: seen when the window changed size just as the entry animation
 * ended. The frame that completes an animation draws once more, which applies it.
 */
function onComplete({ chart }: { chart: Chart }): void {
  chart.draw();
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
