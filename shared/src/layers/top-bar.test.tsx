import { CHROME_TOP_PROPERTY } from '@oja/shared/platform';
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { useTopBar } from './top-bar';

function Bar({ height }: { height: number }) {
  const ref = useRef<HTMLElement>(null);
  useTopBar(ref);
  return <header ref={ref} data-height={height} />;
}

const chromeTop = () => document.documentElement.style.getPropertyValue(CHROME_TOP_PROPERTY);

const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
beforeAll(() => {
  // jsdom lays nothing out: each bar says its height.
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return Number(this.dataset.height ?? 0);
    },
  });
});
afterAll(() => {
  if (offsetHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
});

describe('useTopBar', () => {
  it("keeps the mounted bar's height on the root, and removes it with the bar", () => {
    const { unmount } = render(<Bar height={72} />);
    expect(chromeTop()).toBe('72px');
    unmount();
    expect(chromeTop()).toBe('');
  });

  it('counts the tallest of two bars mounted at once, and the other once one goes', () => {
    const { rerender } = render(
      <>
        <Bar height={40} />
        <Bar height={96} />
      </>,
    );
    expect(chromeTop()).toBe('96px');
    rerender(<Bar height={40} />);
    expect(chromeTop()).toBe('40px');
  });
});
