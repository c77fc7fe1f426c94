import { act, renderHook } from '@testing-library/react';
import { useInterval } from './use-interval';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('useInterval', () => {
  it('calls back every delay', () => {
    const callback = jest.fn();
    renderHook(() => useInterval(callback, 5000));
    advance(4999);
    expect(callback).not.toHaveBeenCalled();
    advance(1);
    expect(callback).toHaveBeenCalledTimes(1);
    advance(10_000);
    expect(callback).toHaveBeenCalledTimes(3);
  });

  it('pauses with null and starts over when given a delay again', () => {
    const callback = jest.fn();
    const { rerender } = renderHook(({ delay }) => useInterval(callback, delay), {
      initialProps: { delay: 1000 as number | null },
    });
    advance(1000);
    rerender({ delay: null });
    advance(10_000);
    expect(callback).toHaveBeenCalledTimes(1);
    rerender({ delay: 1000 });
    advance(1000);
    expect(callback).toHaveBeenCalledTimes(2);
  });

  it('calls the latest callback without restarting the timer', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender } = renderHook(({ callback }) => useInterval(callback, 1000), {
      initialProps: { callback: first },
    });
    advance(600);
    rerender({ callback: second });
    advance(400);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('stops on unmount', () => {
    const callback = jest.fn();
    const { unmount } = renderHook(() => useInterval(callback, 1000));
    unmount();
    advance(5000);
    expect(callback).not.toHaveBeenCalled();
  });
});
