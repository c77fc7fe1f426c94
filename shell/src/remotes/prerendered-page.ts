// The server may put a remote's prerendered page into #root (the landing page at `/`, see api/src/site/
// landing-prerender.ts). React's createRoot empties its container on the first commit, and the remote is not
// there yet: the page would blink to a loading state and back. So the prerendered markup is set aside, just before
// the container, and stays on screen until a remote page (or its failure state) has been committed in its place;
// both happen in the same frame, so nothing flashes. It is laid over the page (out of the flow, at the same place)
// rather than beside the container: nothing in the flow then moves when it comes or goes, which the browser would
// count as layout shifts of the container.
const PRERENDER = '[data-oja-prerender]';

/** Moves the server's prerendered markup out of React's container, where it stays visible. */
export function setAsidePrerender(container: HTMLElement): void {
  const prerendered = container.querySelector<HTMLElement>(PRERENDER);
  if (!prerendered) return;
  Object.assign(prerendered.style, { position: 'absolute', top: '0', left: '0', right: '0', zIndex: '1' });
  container.before(prerendered);
}

/** Removes the prerendered markup: the real page (or its failure state) has taken its place. */
export function releasePrerender(): void {
  for (const node of document.querySelectorAll(PRERENDER)) node.remove();
}
