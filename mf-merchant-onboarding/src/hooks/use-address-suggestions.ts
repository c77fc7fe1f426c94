// Address suggestions as the merchant types (spec sections 4, 5, 9): asked only from 3 characters, after a pause
// in typing, the older answer dropped when a newer question is asked. A failure is only logged (spec section 8)
// and leaves no suggestions.
import { type AddressPrediction, addressApi } from '@oja/shared/api';
import { useEffect, useRef, useState } from 'react';

export const MIN_ADDRESS_QUERY = 3;
export const ADDRESS_DEBOUNCE_MS = 300;

export interface AddressSuggestions {
  predictions: AddressPrediction[];
  /** A request is on its way (after the pause). */
  loading: boolean;
  /** The last answer was for this text (to tell "nothing found" from "not asked yet"). */
  answeredFor: string | null;
}

/** `query` is what the field holds; `enabled` false (a suggestion was just chosen) asks nothing. */
export function useAddressSuggestions(query: string, enabled: boolean): AddressSuggestions {
  const [state, setState] = useState<AddressSuggestions>({ predictions: [], loading: false, answeredFor: null });
  const latest = useRef(0);

  useEffect(() => {
    const input = query.trim();
    const ticket = ++latest.current;
    if (!enabled || input.length < MIN_ADDRESS_QUERY) {
      setState({ predictions: [], loading: false, answeredFor: null });
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setState((current) => ({ ...current, loading: true }));
      addressApi
        .autocomplete({ input }, { signal: controller.signal })
        .then((predictions) => {
          if (ticket === latest.current) setState({ predictions, loading: false, answeredFor: input });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('Address suggestions failed', error);
          if (ticket === latest.current) setState({ predictions: [], loading: false, answeredFor: null });
        });
    }, ADDRESS_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, enabled]);

  return state;
}
