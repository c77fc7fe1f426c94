import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { installMatchMedia } from './test-media';
import { useMediaQuery } from './use-media-query';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

const DESKTOP = '(min-width: 768px)';

function Probe({ query, defaultValue }: { query: string; defaultValue: boolean }) {
  return <span>{String(useMediaQuery(query, { defaultValue }))}</span>;
}
let media: ReturnType<typeof installMatchMedia>;

beforeEach(() => {
  media = installMatchMedia({ [DESKTOP]: true });
});
afterEach(() => media.restore());

describe('useMediaQuery', () => {
  it('answers the current match on the first render', () => {
    const { result } = renderHook(() => useMediaQuery(DESKTOP));
    expect(result.current).toBe(true);
  });

  it('follows the query as it changes, and stops listening on unmount', () => {
    const { result, unmount } = renderHook(() => useMediaQuery(DESKTOP));
    act(() => media.setMatches(DESKTOP, false));
    expect(result.current).toBe(false);
    act(() => media.setMatches(DESKTOP, true));
    expect(result.current).toBe(true);
    unmount();
    expect(media.listenerCount(DESKTOP)).toBe(0);
  });

  it('moves to a new query', () => {
    const { result, rerender } = renderHook(({ query }) => useMediaQuery(query), { initialProps: { query: DESKTOP } });
    rerender({ query: '(min-width: 1024px)' });
    expect(result.current).toBe(false);
  });

  it('renders the default value on a server', () => {
    // The client would match DESKTOP; the server has no window to ask and says the default.
    expect(renderToString(<Probe query={DESKTOP} defaultValue={false} />)).toBe('<span>false</span>');
    expect(renderToString(<Probe query="(min-width: 1px)" defaultValue />)).toBe('<span>true</span>');
  });
});

describe('usePrefersReducedMotion', () => {
  it('is true when the user asked for less motion', () => {
    const { result } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(false);
    act(() => media.setMatches('(prefers-reduced-motion: reduce)', true));
    expect(result.current).toBe(true);
  });
});
