import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('useDebouncedValue', () => {
  it('gives the first value at once, and a new one only after it stayed for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: '' },
    });
    expect(result.current).toBe('');
    rerender({ value: 'a' });
    advance(200);
    rerender({ value: 'am' });
    advance(200);
    // 400 ms of typing, but never a 300 ms pause: still the first value.
    expect(result.current).toBe('');
    advance(100);
    expect(result.current).toBe('am');
  });
});
