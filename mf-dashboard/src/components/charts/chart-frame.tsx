// A chart's place on the page. The box has its final height from the first render, so the cards around it never
// move when the chart code arrives; meanwhile a skeleton fills it. The chart code (echarts and its React binding) is
// a separate chunk, asked for once the page's first frame with the cards has been painted: on a phone the cards
// never wait for the chart's script, its download or its parsing.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { Skeleton } from '@oja/shared/ui';
import { Component, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import type { ChartCanvasProps } from './chart-canvas';

const ChartCanvas = lazy(() => import(/* webpackChunkName: "chart-canvas" */ './chart-canvas'));

export interface ChartFrameProps {
  /** Names the chart for tests and tools (`data-chart`); people get `children`. */
  name: string;
  option: ChartCanvasProps['option'];
  onActiveIndex?: ChartCanvasProps['onActiveIndex'];
  /** The reserved height in px. */
  height: number;
  /** The chart's text alternative (a visually hidden table or a visible legend), read instead of the canvas. */
  children?: ReactNode;
}

export function ChartFrame({ name, option, onActiveIndex, height, children }: ChartFrameProps) {
  const painted = useFirstFramePainted();
  const skeleton = <Skeleton height={height} radius="md" />;
  return (
    <>
      <div css={css({ position: 'relative', height, minWidth: 0 })} data-chart-frame={name}>
        {painted ? (
          <ChartErrorBoundary>
            <Suspense fallback={skeleton}>
              <ChartCanvas option={option} name={name} onActiveIndex={onActiveIndex} />
            </Suspense>
          </ChartErrorBoundary>
        ) : (
          skeleton
        )}
      </div>
      {children}
    </>
  );
}

/**
 * False until the first frame with the component on screen has been painted. A frame's callback runs just before
 * that frame is painted; a task it queues runs after. (A hidden tab paints no frame: its charts load when shown.)
 */
function useFirstFramePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, []);
  return painted;
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
