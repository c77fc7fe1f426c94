// The server may put a remote's prerendered page into #root (see docs/platform.md, "Prerendered pages"). React's
// createRoot empties its container on the first commit, and the remote is not there yet: the page would blink to a
// loading state and back. So the prerendered markup is set aside, just before the container, and stays on screen
// until a remote page (or its failure state) has been committed in its place; both happen in the same frame, so
// nothing flashes. It is laid over the page (out of the flow, at the same place) rather than beside the container:
// nothing in the flow then moves when it comes or goes, which the browser would count as layout shifts.
// A prerendered form takes typing before any script has arrived: what was typed, and the focus with its caret, go
// over to the live page's fields of the same name before the copy goes, so nothing typed is lost and a phone's
// keyboard stays open. Its submit buttons take a press too: the shell's inline start script keeps it, marking the
// form and the button pressed (tooling/webpack-config/start-after-paint.mjs), and the live form is submitted here
// with the same button, once what was typed has reached it.
const PRERENDER = '[data-oja-prerender]';
const FIELDS = 'input, textarea, select';
const SUBMITTED_FORM = 'form[data-oja-submitted]';
const PRESSED_SUBMITTER = 'data-oja-submitter';

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

const submitButtons = (form: HTMLFormElement) =>
  [...form.querySelectorAll<HTMLButtonElement>('button[type="submit"]')].filter((button) => button.form === form);

/**
 * Submits the live twin of each form whose submit was pressed in the copy: the form of the first field the two
 * share, with the submit button at the pressed one's place. The page's own submit handler runs as if the visitor
 * had pressed it now (its validation, its busy button, its request); a form with no live twin (the live page is
 * another, say) is left alone.
 */
function replaySubmits(prerendered: HTMLElement[], live: Map<string, Field>): void {
  for (const copy of prerendered) {
    for (const form of copy.querySelectorAll<HTMLFormElement>(SUBMITTED_FORM)) {
      const twin = [...form.querySelectorAll<Field>(FIELDS)]
        .map((field) => live.get(keyOf(field) ?? '')?.form)
        .find((found) => found != null);
      if (!twin) continue;
      const pressed = submitButtons(form).findIndex((button) => button.hasAttribute(PRESSED_SUBMITTER));
      const submitter = pressed >= 0 ? submitButtons(twin)[pressed] : undefined;
      // Once the running task is done: React has then applied the carried-over input events (called from the live
      // page's layout effect, their updates are committed at the end of that commit; otherwise in an earlier
      // microtask), so the page's submit handler reads what was typed. And it comes before the next paint, which
      // never shows the live button idle between the copy's busy one and its own.
      queueMicrotask(() => {
        if (twin.isConnected) twin.requestSubmit(submitter?.form === twin ? submitter : undefined);
      });
    }
  }
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
  replaySubmits(prerendered, live);
  for (const node of prerendered) node.remove();
}
