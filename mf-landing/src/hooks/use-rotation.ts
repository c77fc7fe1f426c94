import { useInterval } from '@oja/shared/hooks';
import { useCallback, useState } from 'react';

/**
 * An index that moves to the next of `count` items every `intervalMs` while `running` (the hero's background).
 * Pausing keeps the current item; resuming starts a full interval again, so an image never flips the instant a
 * tab comes back into view.
 */
export function useRotation(count: number, intervalMs: number, running: boolean) {
  const [index, setIndex] = useState(0);
  const advance = useCallback(() => setIndex((current) => (current + 1) % count), [count]);
  useInterval(advance, running && count > 1 ? intervalMs : null);
  return [index, setIndex] as const;
}
