// The bank list of step 2, read once. A failure is only logged and leaves the select empty (spec section 8).
import { type Bank, paystackApi } from '@oja/shared/api';
import { useEffect, useState } from 'react';

export function useBanks(): { banks: Bank[]; loading: boolean } {
  const [state, setState] = useState<{ banks: Bank[]; loading: boolean }>({ banks: [], loading: true });
  useEffect(() => {
    const controller = new AbortController();
    paystackApi
      .getBanks(undefined, { signal: controller.signal })
      .then((banks) => setState({ banks, loading: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to get banks', error);
        setState({ banks: [], loading: false });
      });
    return () => controller.abort();
  }, []);
  return state;
}
