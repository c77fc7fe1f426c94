import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { type UseInViewOptions, useInView } from './use-in-view';

type Callback = (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting'>>) => void;

class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: Callback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  fire(isIntersecting: boolean) {
    act(() => this.callback([{ isIntersecting }]));
  }
}

function Probe(options: UseInViewOptions) {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref, options);
  return <div ref={ref}>{inView ? 'in view' : 'out of view'}</div>;
}

const latest = () => {
  const observer = FakeObserver.instances.at(-1);
  if (!observer) throw new Error('no observer');
  return observer;
};

describe('useInView', () => {
  const original = window.IntersectionObserver;
  beforeEach(() => {
    FakeObserver.instances = [];
    Object.assign(window, { IntersectionObserver: FakeObserver });
  });
  afterEach(() => Object.assign(window, { IntersectionObserver: original }));

  it('starts out of view, then follows the observer', () => {
    render(<Probe rootMargin="100px" threshold={[0, 0.5]} />);
    expect(screen.getByText('out of view')).toBeInTheDocument();
    expect(latest().observed).toEqual([screen.getByText('out of view')]);
    expect(latest().options).toMatchObject({ rootMargin: '100px', threshold: [0, 0.5] });
    latest().fire(true);
    expect(screen.getByText('in view')).toBeInTheDocument();
    latest().fire(false);
    expect(screen.getByText('out of view')).toBeInTheDocument();
  });

  it('stops watching after the first sighting with once', () => {
    render(<Probe once />);
    latest().fire(true);
    expect(latest().disconnected).toBe(true);
    expect(screen.getByText('in view')).toBeInTheDocument();
  });

  it('does not make a new observer for an equal threshold array on re-render', () => {
    const { rerender } = render(<Probe threshold={[0.25]} />);
    rerender(<Probe threshold={[0.25]} />);
    expect(FakeObserver.instances).toHaveLength(1);
  });

  it('disconnects on unmount', () => {
    const { unmount } = render(<Probe />);
    unmount();
    expect(latest().disconnected).toBe(true);
  });

  it('answers true where IntersectionObserver does not exist', () => {
    Object.assign(window, { IntersectionObserver: undefined });
    render(<Probe />);
    expect(screen.getByText('in view')).toBeInTheDocument();
  });
});
