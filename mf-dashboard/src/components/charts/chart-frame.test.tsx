// A chart's frame asks for the chart code only after the first frame with it on screen has been painted (not while
// the cards around it render), and holds its height meanwhile. (A chart chunk that fails to load is the composed
// suite's: e2e/tests/dashboards.spec.ts.)
import { renderPart } from '@oja/harness/testing';
import { act, screen } from '@testing-library/react';
import { ChartFrame } from './chart-frame';

const loaded = jest.fn();
// The lazily imported module: its factory runs when the chart code is asked for.
jest.mock('../charts/chart-canvas', () => {
  loaded();
  return { __esModule: true, default: ({ name }: { name: string }) => <div data-chart={name}>chart</div> };
});

function renderFrame() {
  return renderPart(
    <ChartFrame name="sales-analytics" option={{}} height={260}>
      <p>Text alternative</p>
    </ChartFrame>,
  );
}

/** Lets one frame be painted: its animation-frame callbacks, then the tasks they queued. */
async function paintAFrame() {
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10))));
}

describe('ChartFrame', () => {
  it('asks for the chart code only after its first frame is painted, its height held meanwhile', async () => {
    const { container } = renderFrame();
    const frame = container.querySelector<HTMLElement>('[data-chart-frame="sales-analytics"]');
    expect(frame && getComputedStyle(frame).height).toBe('260px');
    expect(screen.getByText('Text alternative')).toBeInTheDocument();
    // Rendered and committed, and no chart code asked for yet: the cards paint first.
    await act(async () => undefined);
    expect(loaded).not.toHaveBeenCalled();
    await paintAFrame();
    expect(await screen.findByText('chart')).toBeInTheDocument();
    expect(loaded).toHaveBeenCalledTimes(1);
  });
});
