// The chart itself: echarts-for-react's core component bound to the trimmed echarts above. This module is the
// lazily loaded chunk (see chart-frame.tsx). It follows its container's size: a ResizeObserver on the box sees
// both a window resize and the dashboard sidebar folding or unfolding, which a window listener alone misses.

import type { ECharts } from 'echarts/core';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useEffect, useRef } from 'react';
import { echarts } from './echarts-core';

export interface EChartProps {
  option: object;
  /** What the canvas is, for tests and tools; screen readers get the text alternative beside it. */
  name: string;
  /** echarts events by name (`mouseover`, `globalout`, ...). */
  onEvents?: Record<string, (params: { dataIndex?: number }) => void>;
}

export default function EChart({ option, name, onEvents }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const instance = useRef<ECharts | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let frame = 0;
    // One resize per frame, however many size changes a sidebar animation reports.
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (instance.current && !instance.current.isDisposed())
          instance.current.resize({ width: 'auto', height: 'auto' });
      });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <div ref={box} data-chart={name} aria-hidden="true" style={{ position: 'absolute', inset: 0 }}>
      <ReactEChartsCore
        onChartReady={(ready) => {
          instance.current = ready;
        }}
        echarts={echarts}
        option={option}
        notMerge
        autoResize={false}
        onEvents={onEvents}
        opts={{ renderer: 'canvas' }}
        style={{ width: '100%', height: '100%' }}
      />
    </div>
  );
}
