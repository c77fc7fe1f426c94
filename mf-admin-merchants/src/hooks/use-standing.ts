// Suspending and reinstating a merchant from the main view, and what follows each. The success toasts are the
// calls' own; a failure says why with the server's message. A reason the server refuses (422) stays in the open
// dialog, under the field; any other failure closes the dialog and refreshes the list (the merchant may have been
// suspended or reinstated elsewhere meanwhile).
import type { Merchant } from '@oja/shared/api';
import { adminApi } from '../data/calls';
import { useReinstateMerchantMutation, useSuspendMerchantMutation } from '../data/merchants';
import { reasonOf } from './use-decisions';
import { useReasonDialog } from './use-reason-dialog';

export type StandingDialog = { kind: 'suspend' | 'reinstate'; merchant: Merchant } | null;

const FAILURE = { suspend: adminApi.suspend.failureMessage, reinstate: adminApi.reinstate.failureMessage };

export function useStanding() {
  const suspendMutation = useSuspendMerchantMutation();
  const reinstateMutation = useReinstateMerchantMutation();
  const { dialog, open, close, send, reasonError } = useReasonDialog<NonNullable<StandingDialog>>();

  const suspend = (merchant: Merchant, reason: string) =>
    send(
      () => suspendMutation.mutateAsync({ id: merchant.id, reason }),
      (error) => `Failed to suspend merchant: ${reasonOf(error, FAILURE.suspend)}`,
      true,
    );

  const reinstate = (merchant: Merchant) =>
    send(
      () => reinstateMutation.mutateAsync(merchant.id),
      (error) => `Failed to reinstate merchant: ${reasonOf(error, FAILURE.reinstate)}`,
      false,
    );

  return {
    dialog,
    open,
    close,
    busy: suspendMutation.isPending || reinstateMutation.isPending,
    reasonError,
    suspend,
    reinstate,
  };
}
