// The name on the account (spec section 4): looked up when the account number field is left, only when a bank
// is chosen and the number has at least 10 characters; the answer fills the read-only name. A failure is only
// logged (spec section 8). An answer that arrives after the bank or number changed is dropped.
import { paystackApi } from '@oja/shared/api';
import { useCallback, useRef, useState } from 'react';

export const MIN_ACCOUNT_LOOKUP_LENGTH = 10;

export type LookupState = 'idle' | 'checking' | 'found' | 'failed';

export function useAccountLookup(onName: (name: string) => void) {
  const [state, setState] = useState<LookupState>('idle');
  const ticket = useRef(0);

  const lookup = useCallback(
    (bankCode: string, accountNumber: string) => {
      if (bankCode === '' || accountNumber.length < MIN_ACCOUNT_LOOKUP_LENGTH) return;
      const mine = ++ticket.current;
      setState('checking');
      paystackApi
        .verifyAccount({ bank_code: bankCode, account_number: accountNumber })
        .then((result) => {
          if (mine !== ticket.current) return;
          onName(result.account_name);
          setState('found');
        })
        .catch((error: unknown) => {
          if (mine !== ticket.current) return;
          console.error('Account verification failed', error);
          setState('failed');
        });
    },
    [onName],
  );

  /** The bank or the number changed: any answer on its way is for the old one. */
  const forget = useCallback(() => {
    ticket.current += 1;
    setState('idle');
  }, []);

  return { state, lookup, forget };
}
