import { act, renderHook } from '@testing-library/react';
import { usePageVisible } from './use-page-visible';

function setVisibility(state: DocumentVisibilityState) {
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

afterEach(() => jest.restoreAllMocks());

describe('usePageVisible', () => {
  it('follows document.visibilityState', () => {
    const { result } = renderHook(() => usePageVisible());
    expect(result.current).toBe(true);
    setVisibility('hidden');
    expect(result.current).toBe(false);
    setVisibility('visible');
    expect(result.current).toBe(true);
  });
});
