// The arithmetic of a horizontally scrolling strip, apart from the DOM so it can be tested on its own.

export interface StripEdges {
  atStart: boolean;
  atEnd: boolean;
}

/** Whether the strip can scroll back or on. A pixel of slack absorbs fractional scroll positions on zoom. */
export function stripEdges(scrollLeft: number, clientWidth: number, scrollWidth: number): StripEdges {
  return { atStart: scrollLeft <= 1, atEnd: scrollLeft + clientWidth >= scrollWidth - 1 };
}

/** Where one step back (-1) or on (1) lands, kept within the strip. */
export function stepTarget(scrollLeft: number, step: number, maxScroll: number, direction: -1 | 1): number {
  return Math.min(Math.max(scrollLeft + direction * step, 0), Math.max(maxScroll, 0));
}

export type StripKeyAction = { kind: 'step'; direction: -1 | 1 } | { kind: 'edge'; to: 'start' | 'end' } | null;

/** Keyboard: the arrows move a card at a time, Home and End go to either end; other keys keep their meaning. */
export function stripKeyAction(key: string): StripKeyAction {
  switch (key) {
    case 'ArrowLeft':
      return { kind: 'step', direction: -1 };
    case 'ArrowRight':
      return { kind: 'step', direction: 1 };
    case 'Home':
      return { kind: 'edge', to: 'start' };
    case 'End':
      return { kind: 'edge', to: 'end' };
    default:
      return null;
  }
}
