// The open modal dialogs, newest last. While one is open, the browser makes everything outside it inert, popovers
// included: what must stay readable and reachable above it (the toasts) is drawn inside the newest one instead.
import { useSyncExternalStore } from 'react';

let open: readonly HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function change(next: readonly HTMLDialogElement[]) {
  open = next;
  for (const listener of listeners) listener();
}

/** Called by Dialog when it has shown itself modal; the returned function is called when it closes. */
export function registerModal(dialog: HTMLDialogElement): () => void {
  change([...open.filter((item) => item !== dialog), dialog]);
  return () => change(open.filter((item) => item !== dialog));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The newest open modal dialog, or null. */
export function useTopModal(): HTMLDialogElement | null {
  return useSyncExternalStore(
    subscribe,
    () => open.at(-1) ?? null,
    () => null,
  );
}
