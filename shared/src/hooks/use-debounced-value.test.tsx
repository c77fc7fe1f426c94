import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  it('gives the first value at once, and a new one only after it stayed for the delay', () => {
    jest.useFakeTimers();
    try {
      const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
        initialProps: { value: '' },
      });
      expect(result.current).toBe('');
      for (const typed of ['a', 'am']) {
        rerender({ value: typed });
        act(() => jest.advanceTimersByTime(200));
      }
      // 400 ms of typing, but never a 300 ms pause: still the first value.
      expect(result.current).toBe('');
      act(() => jest.advanceTimersByTime(100));
      expect(result.current).toBe('am');
    } finally {
      jest.useRealTimers();
    }
  });
});
