// Drives a horizontally scrolling strip: previous/next buttons that know when an end is reached, and keyboard
// scrolling a card at a time. Touch and trackpads scroll it natively (it is an overflow container).
import { usePrefersReducedMotion } from '@oja/shared/hooks';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { type StripEdges, stepTarget, stripEdges, stripKeyAction } from '../lib/strip-scrolling';

export function useScrollStrip<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [edges, setEdges] = useState<StripEdges>({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const strip = ref.current;
    if (strip) setEdges(stripEdges(strip.scrollLeft, strip.clientWidth, strip.scrollWidth));
  }, []);

  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    measure();
    strip.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(strip);
    return () => {
      strip.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);

  /** One card and its gap: what a step scrolls by (the strip's width when it holds no card). */
  const stepSize = useCallback((strip: T) => {
    const card = strip.firstElementChild as HTMLElement | null;
    const gap = Number.parseFloat(getComputedStyle(strip).columnGap) || 0;
    return card ? card.offsetWidth + gap : strip.clientWidth;
  }, []);

  const scrollTo = useCallback(
    (left: number) => ref.current?.scrollTo({ left, behavior: reducedMotion ? 'auto' : 'smooth' }),
    [reducedMotion],
  );

  const step = useCallback(
    (direction: -1 | 1) => {
      const strip = ref.current;
      if (!strip) return;
      scrollTo(stepTarget(strip.scrollLeft, stepSize(strip), strip.scrollWidth - strip.clientWidth, direction));
    },
    [scrollTo, stepSize],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<T>) => {
      const strip = ref.current;
      // Only when the strip itself has focus: keys inside a card (none today) keep their own meaning.
      if (!strip || event.target !== strip || event.altKey || event.ctrlKey || event.metaKey) return;
      const action = stripKeyAction(event.key);
      if (!action) return;
      event.preventDefault();
      if (action.kind === 'step') step(action.direction);
      else scrollTo(action.to === 'start' ? 0 : strip.scrollWidth - strip.clientWidth);
    },
    [step, scrollTo],
  );

  return { ref, edges, step, onKeyDown };
}
