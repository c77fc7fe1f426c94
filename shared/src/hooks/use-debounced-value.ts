import { useEffect, useState } from 'react';

/**
 * `value`, once it has stopped changing for `delay` ms (a search box asks the server after a pause in typing,
 * not at every key). The first value is returned at once.
 */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
