// Which elements inside a container the Tab key can reach, in order.

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
