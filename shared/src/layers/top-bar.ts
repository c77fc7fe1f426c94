// The page's top bar tells the rest of the page how tall it is (@oja/shared/platform, chrome.ts, says why).
import { CHROME_TOP_PROPERTY } from '@oja/shared/platform';
import { type RefObject, useLayoutEffect } from 'react';

/** The bars mounted now, with their heights: normally one, the page's; the tallest counts. */
const bars = new Map<HTMLElement, number>();

function publish(): void {
  const root = document.documentElement;
  if (bars.size === 0) root.style.removeProperty(CHROME_TOP_PROPERTY);
  else root.style.setProperty(CHROME_TOP_PROPERTY, `${Math.max(...bars.values())}px`);
}

/**
 * Declares `ref`'s element a top bar of the page, drawn at the top of the window: its height is kept in
 * `CHROME_TOP_PROPERTY` on the document's root while it is mounted, and follows it (a wrapped greeting; a bar hidden at
 * some widths measures 0). Should two be mounted at once, the tallest counts.
 */
export function useTopBar(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const measure = () => {
      bars.set(bar, bar.offsetHeight);
      publish();
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      bars.delete(bar);
      publish();
    };
  }, [ref]);
}
