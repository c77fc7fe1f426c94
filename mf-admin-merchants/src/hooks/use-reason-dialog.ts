// The state every action dialog on one merchant keeps (suspending, reinstating, answering a new bank account): which
// dialog is open, the server's refusal of a reason (422, shown under the field), and closing it with every admin
// answer fetched again after any other refusal (the merchant may have changed meanwhile).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refreshMerchants } from '../data/merchants';

export function useReasonDialog<TDialog>() {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<TDialog | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>();
  return {
    dialog,
    reasonError,
    setReasonError,
    open: (next: TDialog | null) => {
      setReasonError(undefined);
      setDialog(next);
    },
    close: () => setDialog(null),
    closeAndRefresh: () => {
      setDialog(null);
      void refreshMerchants(queryClient);
    },
  };
}
