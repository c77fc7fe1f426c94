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

function scrollBelowBar(element: HTMLElement) {
  const bar = Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue(CHROME_TOP_PROPERTY)) || 0;
  const top = element.getBoundingClientRect().top + window.scrollY - bar - GAP_PX;
  const smooth = window.matchMedia?.('(prefers-reduced-motion: no-preference)').matches;
  window.scrollTo({ top: Math.max(0, top), behavior: smooth ? 'smooth' : 'auto' });
}

export function useScrollToHash(): void {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (its key) scrolls again, same hash or not
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    let frame = 0;
    // Once drawn, one more frame lets what stands above it take its height.
    const reach = (element: HTMLElement) => {
      frame = requestAnimationFrame(() => scrollBelowBar(element));
    };
    const present = document.getElementById(id);
    if (present) {
      reach(present);
      return () => cancelAnimationFrame(frame);
    }
    const observer = new MutationObserver(() => {
      const element = document.getElementById(id);
      if (!element) return;
      observer.disconnect();
      reach(element);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [hash, key]);
}
