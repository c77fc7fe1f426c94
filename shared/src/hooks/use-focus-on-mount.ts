import { type RefObject, useEffect, useRef } from 'react';

/**
 * A ref for the heading of something that just appeared in place of what was there (a step, a form, a result):
 * it takes the focus when it mounts, so keyboard and screen reader users start reading there rather than being
 * left on a button that is gone. Give the element `tabIndex={-1}`. `enabled` false leaves the focus alone (the
 * first step of a page that just loaded).
 */
export function useFocusOnMount<T extends HTMLElement>(
  options: { enabled?: boolean; preventScroll?: boolean } = {},
): RefObject<T | null> {
  const { enabled = true, preventScroll = false } = options;
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus({ preventScroll });
  }, [enabled, preventScroll]);
  return ref;
}
