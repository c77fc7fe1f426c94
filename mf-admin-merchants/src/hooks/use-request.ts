// One request's life for a screen: loading, its data or its error, and a way to ask again. A newer request
// cancels the older one, so a quick search never shows an older answer over a newer one.
import { useCallback, useEffect, useRef, useState } from 'react';

export type RequestState<TData> =
  | { status: 'loading'; data: TData | null; error: null }
  | { status: 'success'; data: TData; error: null }
  | { status: 'error'; data: null; error: unknown };

export interface RequestResult<TData> {
  state: RequestState<TData>;
  /** How many answers (or failures) have arrived: a caller waiting for a reload compares it with an earlier count. */
  settled: number;
  /** Asks again; the data on screen stays until the answer arrives. */
  reload: () => void;
}

/**
 * `load` runs whenever `key` changes (and on reload). With `enabled` false nothing is sent and the state is the
 * error `disabledError` (a merchant on the admin screen: the API would refuse it anyway).
 */
export function useRequest<TData>(
  key: string,
  load: (signal: AbortSignal) => Promise<TData>,
  options: { enabled?: boolean; disabledError?: unknown } = {},
): RequestResult<TData> {
  const { enabled = true, disabledError = null } = options;
  const [state, setState] = useState<RequestState<TData>>(() =>
    enabled ? { status: 'loading', data: null, error: null } : { status: 'error', data: null, error: disabledError },
  );
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `attempt` are what a new request follows
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', data: previous.data, error: null }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setState({ status: 'success', data, error: null });
        setSettled((count) => count + 1);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', data: null, error });
        setSettled((count) => count + 1);
      },
    );
    return () => controller.abort();
  }, [key, attempt, enabled]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, settled, reload };
}
