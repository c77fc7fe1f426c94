import { useMediaQuery } from './use-media-query';

/**
 * True when the user asked the system for less motion. The global styles already stop CSS animations; this is
 * for motion driven from script (carousel autoplay, hero rotation, smooth `scrollTo`).
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
