// Which elements inside a container the Tab key can reach, in order, and the focus trap of a modal surface (the
// shared Dialog, the dashboard's menu drawer) built on it.

const CANDIDATES = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  'summary',
  '[tabindex]',
].join(',');

function isHidden(element: HTMLElement): boolean {
  // `checkVisibility` knows about display, visibility and content-visibility; jsdom lacks it, and lays nothing out.
  if (typeof element.checkVisibility === 'function') return !element.checkVisibility({ visibilityProperty: true });
  return element.closest('[hidden], [inert]') !== null;
}

export function tabbableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(CANDIDATES)).filter(
    (element) => element.tabIndex >= 0 && !isHidden(element) && !element.closest('[inert]'),
  );
}

/**
 * Keeps Tab and Shift+Tab cycling among the tabbable elements of `container`: from the last to the first and back.
 * Call it from the keydown handler of a modal surface; any other key passes untouched.
 */
export function keepTabInside(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>,
  container: HTMLElement,
): void {
  if (event.key !== 'Tab') return;
  const tabbables = tabbableElements(container);
  const first = tabbables[0];
  const last = tabbables[tabbables.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
