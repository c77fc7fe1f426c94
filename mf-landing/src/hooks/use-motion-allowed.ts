import { useInView, usePageVisible, usePrefersReducedMotion } from '@oja/shared/hooks';
import type { RefObject } from 'react';

/**
 * Whether a piece of decorative motion may run now: the reader has not asked for less motion, the tab is
 * visible, and the element is on screen (motion nobody sees only costs battery and main-thread time).
 */
export function useMotionAllowed(ref: RefObject<Element | null>): boolean {
  const reducedMotion = usePrefersReducedMotion();
  const visible = usePageVisible();
  const inView = useInView(ref);
  return !reducedMotion && visible && inView;
}
