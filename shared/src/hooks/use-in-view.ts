import { type RefObject, useEffect, useState } from 'react';

export interface UseInViewOptions {
  root?: Element | Document | null;
  rootMargin?: string;
  threshold?: number | number[];
  /** Stop watching after the first time the element is seen (lazy loading, entrance animations). */
  once?: boolean;
}

const supported = () => typeof window !== 'undefined' && typeof window.IntersectionObserver === 'function';

/**
 * Whether the element in `ref` is on screen (IntersectionObserver). Where the observer does not exist it answers
 * true, so content that waits to be seen is shown rather than never loaded.
 */
export function useInView(ref: RefObject<Element | null>, options: UseInViewOptions = {}): boolean {
  const { root = null, rootMargin = '0px', threshold = 0, once = false } = options;
  const [inView, setInView] = useState(() => !supported());
  // An inline array would be a new object every render; its contents are what matters.
  const thresholdKey = Array.isArray(threshold) ? threshold.join(',') : String(threshold);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (!supported()) {
      setInView(true);
      return;
    }
    const thresholds = thresholdKey.split(',').map(Number);
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        setInView(entry.isIntersecting);
        if (entry.isIntersecting && once) observer.disconnect();
      },
      { root, rootMargin, threshold: thresholds },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, root, rootMargin, thresholdKey, once]);

  return inView;
}
