import { useCallback, useSyncExternalStore } from 'react';

export interface UseMediaQueryOptions {
  /**
   * The answer while rendering on a server and while hydrating, when there is no window to ask. The first
   * client render after hydration then moves to the real value, without a hydration mismatch.
   */
  defaultValue?: boolean;
}

/**
 * Whether a CSS media query matches, kept up to date as it changes (`useMediaQuery(mediaQueries.md)`).
 * Prefer CSS media queries for styling; this is for behaviour that differs by screen (a carousel's slide count,
 * a sidebar that becomes a drawer).
 */
export function useMediaQuery(query: string, { defaultValue = false }: UseMediaQueryOptions = {}): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () =>
    typeof window === 'undefined' || !window.matchMedia ? defaultValue : window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, getSnapshot, () => defaultValue);
}
