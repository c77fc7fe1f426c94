// A chart's place on the page. The box has its final height from the first render, so the cards around it never
// move when the chart code arrives; meanwhile a skeleton fills it. The chart code (Chart.js and its React
// binding) is a separate chunk, fetched after the cards have rendered.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { Skeleton } from '@oja/shared/ui';
import { Component, lazy, type ReactNode, Suspense } from 'react';
import type { ChartCanvasProps } from '../charts/chart-canvas';

const ChartCanvas = lazy(() => import(/* webpackChunkName: "chart-canvas" */ '../charts/chart-canvas'));

export interface ChartFrameProps {
  /** Names the chart for tests and tools (`data-chart`); people get `children`. */
  name: string;
  config: ChartCanvasProps['config'];
  onActiveIndex?: ChartCanvasProps['onActiveIndex'];
  /** The reserved height in px. */
  height: number;
  /** The chart's text alternative (a visually hidden table or a visible legend), read instead of the canvas. */
  children?: ReactNode;
}

export function ChartFrame({ name, config, onActiveIndex, height, children }: ChartFrameProps) {
  return (
    <>
      <div css={css({ position: 'relative', height, minWidth: 0 })} data-chart-frame={name}>
        <ChartErrorBoundary>
          <Suspense fallback={<Skeleton height={height} radius="md" />}>
            <ChartCanvas config={config} name={name} onActiveIndex={onActiveIndex} />
          </Suspense>
        </ChartErrorBoundary>
      </div>
      {children}
    </>
  );
}

/** A chart chunk that cannot load (offline, a redeploy mid-visit) costs the picture, never the page. */
class ChartErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ChartUnavailable /> : this.props.children;
  }
}

function ChartUnavailable() {
  const theme = useOjaTheme();
  return (
    <p
      css={css({
        display: 'grid',
        placeItems: 'center',
        height: '100%',
        margin: 0,
        padding: theme.space[4],
        borderRadius: theme.radii.md,
        background: theme.colors.background,
        color: theme.colors.textMuted,
        ...theme.text.bodySm,
        textAlign: 'center',
      })}
    >
      The chart could not be loaded. Reload the page to try again.
    </p>
  );
}
