// Suspending and reinstating a merchant from the main view, and what follows each. The success toasts are the
// calls' own; a failure says why with the server's message. A reason the server refuses (422) stays in the open
// dialog, under the field; any other failure closes the dialog and refreshes the list (the merchant may have been
// suspended or reinstated elsewhere meanwhile).
import { adminApi, getErrorMessage, type Merchant } from '@oja/shared/api';
import { toast } from '@oja/shared/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refreshMerchants, useReinstateMerchantMutation, useSuspendMerchantMutation } from '../data/merchants';
import { reasonOf, statusOfError } from './use-decisions';

export type StandingDialog = { kind: 'suspend' | 'reinstate'; merchant: Merchant } | null;

const FAILURE = { suspend: adminApi.suspend.failureMessage, reinstate: adminApi.reinstate.failureMessage };

export function useStanding() {
  const queryClient = useQueryClient();
  const suspendMutation = useSuspendMerchantMutation();
  const reinstateMutation = useReinstateMerchantMutation();
  const [dialog, setDialog] = useState<StandingDialog>(null);
  const [reasonError, setReasonError] = useState<string | undefined>();

  const open = (next: StandingDialog) => {
    setReasonError(undefined);
    setDialog(next);
  };
  const closeAndRefresh = () => {
    setDialog(null);
    void refreshMerchants(queryClient);
  };

  const suspend = async (merchant: Merchant, reason: string) => {
    setReasonError(undefined);
    try {
      await suspendMutation.mutateAsync({ id: merchant.id, reason });
      setDialog(null);
    } catch (error) {
      if (statusOfError(error) === 422) {
        setReasonError(getErrorMessage(error));
        return;
      }
      toast.error(`Failed to suspend merchant: ${reasonOf(error, FAILURE.suspend)}`);
      closeAndRefresh();
    }
  };

  const reinstate = async (merchant: Merchant) => {
    try {
      await reinstateMutation.mutateAsync(merchant.id);
      setDialog(null);
    } catch (error) {
      toast.error(`Failed to reinstate merchant: ${reasonOf(error, FAILURE.reinstate)}`);
      closeAndRefresh();
    }
  };

  return {
    dialog,
    open,
    close: () => setDialog(null),
    busy: suspendMutation.isPending || reinstateMutation.isPending,
    reasonError,
    suspend,
    reinstate,
  };
}
