import { useEffect, useRef } from 'react';

/**
 * Calls `callback` every `delay` ms; `null` pauses. The latest callback is always the one called, so it may
 * read fresh state without restarting the timer; changing `delay` restarts it.
 */
export function useInterval(callback: () => void, delay: number | null): void {
  const latest = useRef(callback);

  useEffect(() => {
    latest.current = callback;
  }, [callback]);

  useEffect(() => {
    if (delay === null) return;
    const id = setInterval(() => latest.current(), delay);
    return () => clearInterval(id);
  }, [delay]);
}
