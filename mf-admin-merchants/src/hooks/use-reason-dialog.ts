// The state every action dialog on one merchant keeps (suspending, reinstating, answering a new bank account): which
// dialog is open, the server's refusal of a reason (422, shown under the field), and closing it with every admin
// answer fetched again after any other refusal (the merchant may have changed meanwhile).
import { getErrorMessage } from '@oja/shared/api';
import { toast } from '@oja/shared/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refreshMerchants } from '../data/merchants';
import { statusOfError } from './use-decisions';

export function useReasonDialog<TDialog>() {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<TDialog | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const closeAndRefresh = () => {
    setDialog(null);
    void refreshMerchants(queryClient);
  };
  return {
    dialog,
    reasonError,
    open: (next: TDialog | null) => {
      setReasonError(undefined);
      setDialog(next);
    },
    close: () => setDialog(null),
    /**
     * Sends the dialog's action and closes it once done. With a reason (`reasoned`), a reason the server refuses
     * (422) stays in the dialog, under the field; any other failure is said in a toast (`failure`), and the dialog
     * closes with every admin answer fetched again.
     */
    send: async (action: () => Promise<unknown>, failure: (error: unknown) => string, reasoned: boolean) => {
      if (reasoned) setReasonError(undefined);
      try {
        await action();
        setDialog(null);
      } catch (error) {
        if (reasoned && statusOfError(error) === 422) {
          setReasonError(getErrorMessage(error));
          return;
        }
        toast.error(failure(error));
        closeAndRefresh();
      }
    },
  };
}
