// A dashboard address with a hash (/dashboard/settings#bank-account: the page search, a link kept from before) scrolls
// to that part of the page once it is there. A remote's page draws it after its code and its data have come, and a
// navigation of the router, unlike one of the browser, never scrolls to a hash by itself.
import { CHROME_TOP_PROPERTY } from '@oja/shared/platform';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a part of a page may take to be drawn (a remote loading on a slow phone network). */
const WAIT_MS = 15_000;
/** The room left between the top bar and the part scrolled to. */
const GAP_PX = 16;
/**
 * How long the part is kept in place once reached: the sections above it may still be drawing with their own data
 * (Settings' store hours come after its profile), and each one that grows pushes the part down and out of view.
 */
const HOLD_MS = 10_000;
/** What the reader does to scroll on their own, which ends the hold. */
const READER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function scrollBelowBar(element: HTMLElement, behavior: ScrollBehavior) {
  const bar = Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue(CHROME_TOP_PROPERTY)) || 0;
  const top = element.getBoundingClientRect().top + window.scrollY - bar - GAP_PX;
  window.scrollTo({ top: Math.max(0, top), behavior });
}

/** Scrolls to the part, then scrolls again each time the page's height changes, until the reader scrolls. */
function reachAndHold(element: HTMLElement): () => void {
  const smooth = window.matchMedia?.('(prefers-reduced-motion: no-preference)').matches;
  // Once drawn, one more frame lets what stands above it take its height.
  const frame = requestAnimationFrame(() => scrollBelowBar(element, smooth ? 'smooth' : 'auto'));
  // The observer's first report is the height as it stands, which the first scroll already meets.
  let measured = false;
  const resized =
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver(() => {
          if (measured) scrollBelowBar(element, 'auto');
          measured = true;
        });
  resized?.observe(document.body);
  const release = () => {
    cancelAnimationFrame(frame);
    resized?.disconnect();
    clearTimeout(timer);
    for (const type of READER_SCROLLS) window.removeEventListener(type, release);
  };
  const timer = setTimeout(release, HOLD_MS);
  for (const type of READER_SCROLLS) window.addEventListener(type, release, { passive: true });
  return release;
}

export function useScrollToHash(): void {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (its key) scrolls again, same hash or not
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const present = document.getElementById(id);
    if (present) return reachAndHold(present);
    let release = () => {};
    const observer = new MutationObserver(() => {
      const element = document.getElementById(id);
      if (!element) return;
      observer.disconnect();
      release = reachAndHold(element);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      release();
    };
  }, [hash, key]);
}
