// The toast bus: one store on the page (a Module Federation singleton), written by any app,
// shown by the shell's viewport.
import { createStore } from 'zustand/vanilla';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  /** Milliseconds the toast stays before its exit animation starts. */
  duration: number;
  /** True during the exit animation, after which the toast is removed. */
  leaving: boolean;
}

/** Landing and shared helper durations (docs/product/constants.md). */
export const DEFAULT_DURATIONS: Readonly<Record<ToastType, number>> = {
  success: 5000,
  error: 7000,
  warning: 5000,
  info: 4000,
};

/** Dashboard screens use 3 s toasts (docs/product/constants.md). */
export const DASHBOARD_DURATION = 3000;

/** Toasts are removed after a 300 ms exit animation. */
export const EXIT_ANIMATION_MS = 300;

/** At most this many toasts stay on screen; older ones leave first. */
export const MAX_VISIBLE_TOASTS = 4;

/**
 * Toasts raised in the same task come from one action (a failed call seen by the client, the form and the screen, one
 * after the other as its answer is handled): the action gets one toast, the one that matters most, so one press never
 * stacks toasts over the page. The next task (another press, another answer) starts a new action.
 */
let actionToast: number | null = null;

const WEIGHT: Readonly<Record<ToastType, number>> = { info: 0, success: 1, warning: 2, error: 3 };

interface ToastState {
  toasts: Toast[];
  /**
   * When set, every toast without an explicit duration lasts this long. The dashboard chrome sets it to
   * 3 s while a dashboard screen is shown, so remotes need not know where they are mounted.
   */
  durationOverride: number | null;
}

export const toastStore = createStore<ToastState>(() => ({ toasts: [], durationOverride: null }));

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function schedule(id: number, delay: number, action: () => void) {
  clearTimeout(timers.get(id));
  timers.set(id, setTimeout(action, delay));
}

/** Starts the exit animation of a toast, then removes it. */
export function dismissToast(id: number): void {
  const toast = toastStore.getState().toasts.find((item) => item.id === id);
  if (!toast || toast.leaving) return;
  toastStore.setState((state) => ({
    toasts: state.toasts.map((item) => (item.id === id ? { ...item, leaving: true } : item)),
  }));
  schedule(id, EXIT_ANIMATION_MS, () => {
    timers.delete(id);
    toastStore.setState((state) => ({ toasts: state.toasts.filter((item) => item.id !== id) }));
  });
}

/** Shows a toast and returns its id. */
export function showToast(type: ToastType, message: string, options: { duration?: number } = {}): number {
  const { durationOverride, toasts } = toastStore.getState();
  const duration = options.duration ?? durationOverride ?? DEFAULT_DURATIONS[type];
  // The same message twice in a row (a double click, a retried call) is shown once, its timer restarted.
  const twin = toasts.find((item) => item.type === type && item.message === message && !item.leaving);
  // Another toast of the same action: the weightier of the two stays, in the first one's place.
  const sameAction = twin ? undefined : toasts.find((item) => item.id === actionToast && !item.leaving);
  if (sameAction) {
    if (WEIGHT[type] < WEIGHT[sameAction.type]) return sameAction.id;
    toastStore.setState((state) => ({
      toasts: state.toasts.map((item) => (item.id === sameAction.id ? { ...item, type, message, duration } : item)),
    }));
    schedule(sameAction.id, duration, () => dismissToast(sameAction.id));
    return sameAction.id;
  }
  const id = twin?.id ?? nextId++;
  if (!twin) {
    toastStore.setState((state) => ({
      toasts: [...state.toasts, { id, type, message, duration, leaving: false }],
    }));
    // The action's toast until the task ends.
    actionToast = id;
    setTimeout(() => {
      if (actionToast === id) actionToast = null;
    }, 0);
    const visible = toastStore.getState().toasts.filter((item) => !item.leaving);
    for (const old of visible.slice(0, Math.max(0, visible.length - MAX_VISIBLE_TOASTS))) dismissToast(old.id);
  }
  schedule(id, duration, () => dismissToast(id));
  return id;
}

/** Holds a toast on screen (pointer over it, keyboard focus in it) until `resumeToast`. */
export function pauseToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

export function resumeToast(id: number): void {
  const toast = toastStore.getState().toasts.find((item) => item.id === id);
  if (toast && !toast.leaving) schedule(id, toast.duration, () => dismissToast(id));
}

/** Sets (or clears, with null) the duration used by toasts that do not give one. */
export function setToastDurationOverride(duration: number | null): void {
  toastStore.setState({ durationOverride: duration });
}

export const toast = {
  success: (message: string, options?: { duration?: number }) => showToast('success', message, options),
  error: (message: string, options?: { duration?: number }) => showToast('error', message, options),
  warning: (message: string, options?: { duration?: number }) => showToast('warning', message, options),
  info: (message: string, options?: { duration?: number }) => showToast('info', message, options),
};
