import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The width of an element, kept up to date. The dashboard's content column is narrower than the window by the
 * sidebar, so a layout that depends on room (table or cards) follows the column, not the viewport. Measured
 * before paint, so the first frame already has the right layout.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
