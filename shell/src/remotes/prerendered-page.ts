// The server may put a remote's prerendered page into #root (the landing page at `/`, see api/src/site/
// landing-prerender.ts). React's createRoot empties its container on the first commit, and the remote is not
// there yet: the page would blink to a loading state and back. So the prerendered markup is set aside, just before
// the container, and stays on screen until a remote page (or its failure state) has been committed in its place;
// both happen in the same frame, so nothing flashes or shifts.
const PRERENDER = '[data-oja-prerender]';

/** Moves the server's prerendered markup out of React's container, where it stays visible. */
export function setAsidePrerender(container: HTMLElement): void {
  const prerendered = container.querySelector(PRERENDER);
  if (prerendered) container.before(prerendered);
}

/** Removes the prerendered markup: the real page (or its failure state) has taken its place. */
export function releasePrerender(): void {
  for (const node of document.querySelectorAll(PRERENDER)) node.remove();
}
