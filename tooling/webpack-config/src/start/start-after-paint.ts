// The host page's start, inlined at the end of its body by StartAfterPaintPlugin (../../start-after-paint.mjs),
// which compiles and minifies this module at build time. It must stand alone: no import, browser APIs only.
//
// A prerendered page is readable from the first response, but an entry script already at hand (cached, or quick
// on a fast link) would run before the first paint: on a slow phone, a few hundred milliseconds of the federation
// runtime's start with the page still blank. So the entry is added once the page has painted. Under a prerender the
// server also holds every start hint (the preloads of the shell's and the remote's scripts) in an inert template;
// they are released into the head at the same moment.

/** The server's inert template of start hints (START_HINTS_ATTRIBUTE in @oja/shared/platform). */
export const START_HINTS = 'template[data-oja-start]';
/** The server's prerendered copy of a page (api/src/site/prerender.ts). */
export const PRERENDER = '[data-oja-prerender]';
/** A page whose content never paints still starts after this long. */
export const LATEST_START_MS = 3000;

/**
 * Adds the entry script `entrySrc` (with the held start hints before it) once the page's first contentful paint
 * has been presented: the paint timing entry, since a frame's requestAnimationFrame comes before the frame is drawn.
 * At once when there is nothing to paint first (an empty root), in a hidden tab, or without paint timing.
 *
 * A prerendered form takes typing before the page's code has arrived (the shell carries what was typed over to the
 * live page). Its submit, until then, is cancelled: the browser's own would be a GET with the fields, a password
 * among them, in the address. The press starts the page at once instead, the visitor being there to use it.
 */
export function startAfterPaint(entrySrc: string): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const held of document.querySelectorAll<HTMLTemplateElement>(START_HINTS)) {
      document.head.appendChild(held.content);
    }
    const entry = document.createElement('script');
    entry.src = entrySrc;
    document.head.appendChild(entry);
  };

  const copy = document.querySelector(PRERENDER);
  if (copy) {
    document.addEventListener(
      'submit',
      (event) => {
        if (!(event.target instanceof Node) || !copy.contains(event.target)) return;
        event.preventDefault();
        start();
      },
      true,
    );
  }

  const root = document.getElementById('root');
  const types = (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes) || [];
  if (!root?.firstElementChild || document.visibilityState === 'hidden' || !types.includes('paint')) {
    start();
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    // After the paint's task: the entry's evaluation must not delay the frame being presented.
    setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, LATEST_START_MS);
}
