// What a person was typing when the server ended their session (a password changed elsewhere, the session's time
// up), kept in this tab (sessionStorage) until they are back on the same form, signed in again as the same person:
// the form opens with it instead of empty. Only what JSON holds is kept (text, numbers, choices; not files).
import { sessionStore } from '@oja/shared/session';

const PREFIX = 'oja:draft:';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Whether a form's values differ from those it opened with (field by field, as the form holds them). */
export function valuesChanged<TValues extends object>(values: TValues, initial: TValues): boolean {
  return Object.keys({ ...initial, ...values }).some(
    (key) => (values as Record<string, unknown>)[key] !== (initial as Record<string, unknown>)[key],
  );
}

/** Keeps `values` of the form `key` for `owner` (the email of the session that ended). */
export function keepDraft(key: string, owner: string | null, values: object): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify({ owner, values }));
  } catch {
    // A full or refused storage loses the draft, not the page.
  }
}

/** The draft of the form `key` if `owner` wrote it, taken out of storage (it is restored once); else null. */
export function takeDraft<TValues>(key: string, owner: string | null): TValues | null {
  const store = storage();
  const raw = store?.getItem(PREFIX + key) ?? null;
  if (raw === null) return null;
  store?.removeItem(PREFIX + key);
  try {
    const draft = JSON.parse(raw) as { owner?: unknown; values?: unknown };
    if (owner === null || draft.owner !== owner || typeof draft.values !== 'object' || draft.values === null) {
      return null;
    }
    return draft.values as TValues;
  } catch {
    return null;
  }
}

/**
 * While a form is on screen: when the server ends the session and the form holds changes, they are kept as the
 * draft `key`. Returns the unsubscribe function.
 */
export function keepDraftOnSessionEnd(key: string, read: () => { values: object; initial: object }): () => void {
  return sessionStore.subscribe((state, previous) => {
    if (previous.token === null || state.token !== null || !state.ended) return;
    const { values, initial } = read();
    if (valuesChanged(values, initial)) keepDraft(key, state.ended.email, values);
  });
}

/** The signed-in person's email, the owner a draft is restored for. */
export function draftOwner(): string | null {
  return sessionStore.getState().user?.email ?? null;
}
