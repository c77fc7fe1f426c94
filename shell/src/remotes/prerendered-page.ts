// The server may put a remote's prerendered page into #root (see docs/platform.md, "Prerendered pages"). React's
// createRoot empties its container on the first commit, and the remote is not there yet: the page would blink to a
// loading state and back. So the prerendered markup is set aside, just before the container, and stays on screen
// until a remote page (or its failure state) has been committed in its place; both happen in the same frame, so
// nothing flashes. It is laid over the page (out of the flow, at the same place) rather than beside the container:
// nothing in the flow then moves when it comes or goes, which the browser would count as layout shifts.
// A prerendered form takes typing before any script has arrived: what was typed, and the focus with its caret, go
// over to the live page's fields of the same name before the copy goes, so nothing typed is lost and a phone's
// keyboard stays open. A press on its submit before then does not submit (the shell's inline start script cancels
// it: tooling/webpack-config/src/start/start-after-paint.ts); the live page's own submit takes the next one.
const PRERENDER = '[data-oja-prerender]';
const FIELDS = 'input, textarea, select';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Moves the server's prerendered markup out of React's container, where it stays visible. Moving a node blurs what
 * has the focus inside it: a field being typed into before the shell started gets it back, with its caret (on a
 * phone, the keyboard would otherwise close under the visitor's fingers).
 */
export function setAsidePrerender(container: HTMLElement): void {
  const prerendered = container.querySelector<HTMLElement>(PRERENDER);
  if (!prerendered) return;
  Object.assign(prerendered.style, { position: 'absolute', top: '0', left: '0', right: '0', zIndex: '1' });
  const active = document.activeElement;
  const focused = active instanceof HTMLElement && prerendered.contains(active) ? active : null;
  container.before(prerendered);
  if (focused) moveFocus(focused, focused);
}

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** What identifies a field across the two copies: its tag and name (and a radio's value). */
function keyOf(field: Field): string | null {
  if (!field.name || (field instanceof HTMLInputElement && field.type === 'file')) return null;
  return `${field.tagName}|${field.name}|${field.type === 'radio' ? field.value : ''}`;
}

function wasChanged(field: Field): boolean {
  if (isToggle(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
}

/** Sets the live field the way typing would, so the page's own handlers (its form state) see the change. */
function fill(live: Field, from: Field): void {
  if (isToggle(live) && isToggle(from)) {
    if (live.checked !== from.checked) live.click();
    return;
  }
  // React tracks the value it last set; the prototype's setter goes around that tracker, so the event counts.
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(live), 'value')?.set?.call(live, from.value);
  live.dispatchEvent(new Event(live instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** The live page's fields, by what identifies them across the two copies (the first of each). */
function liveFields(inCopy: (node: Node) => boolean): Map<string, Field> {
  const live = new Map<string, Field>();
  for (const field of document.querySelectorAll<Field>(FIELDS)) {
    const key = keyOf(field);
    if (key !== null && !inCopy(field) && !live.has(key)) live.set(key, field);
  }
  return live;
}

function carryOver(prerendered: HTMLElement[], live: Map<string, Field>, inCopy: (node: Node) => boolean): void {
  for (const copy of prerendered) {
    for (const field of copy.querySelectorAll<Field>(FIELDS)) {
      const target = live.get(keyOf(field) ?? '');
      if (target && wasChanged(field)) fill(target, field);
    }
  }
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !inCopy(active) || !active.matches(FIELDS)) return;
  const target = live.get(keyOf(active as Field) ?? '');
  if (target) moveFocus(active, target);
}

const hasCaret = (element: Element): element is HTMLInputElement | HTMLTextAreaElement =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

/** Focuses `to` with the caret `from` had (`from` may be `to` itself, just moved in the document). */
function moveFocus(from: HTMLElement, to: HTMLElement): void {
  // Read before focusing: focusing a field may place its caret anew.
  const caret = hasCaret(from) ? ([from.selectionStart, from.selectionEnd, from.selectionDirection] as const) : null;
  to.focus({ preventScroll: true });
  if (caret === null || !hasCaret(to)) return;
  try {
    to.setSelectionRange(caret[0], caret[1], caret[2] ?? undefined);
  } catch {
    // An email or number field has no caret position to restore; the focus is what matters.
  }
}

/** Removes the prerendered markup: the real page (or its failure state) has taken its place. */
export function releasePrerender(): void {
  const prerendered = [...document.querySelectorAll<HTMLElement>(PRERENDER)];
  if (prerendered.length === 0) return;
  const inCopy = (node: Node) => prerendered.some((copy) => copy.contains(node));
  const live = liveFields(inCopy);
  carryOver(prerendered, live, inCopy);
  for (const node of prerendered) node.remove();
}
