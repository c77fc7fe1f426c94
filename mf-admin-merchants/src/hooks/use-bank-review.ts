// An approved merchant's new bank account, waiting for review: accepting it (payouts move to it) or declining it
// with a reason, each on the merchant's version the admin sees. The success toasts are the calls' own; a refused
// reason (422) stays in the open dialog; any other failure (the change was answered elsewhere, or the merchant changed
// something meanwhile) says why, closes the dialog and shows the merchant again as it is now.
import { getErrorMessage, type Merchant } from '@oja/shared/api';
import { toast } from '@oja/shared/toast';
import { adminApi } from '../data/calls';
import { useAcceptBankChangeMutation, useDeclineBankChangeMutation } from '../data/merchants';
import { reasonOf, statusOfError } from './use-decisions';
import { useReasonDialog } from './use-reason-dialog';

export type BankReviewDialog = { kind: 'accept-bank' | 'decline-bank'; merchant: Merchant } | null;

const FAILURE = {
  accept: adminApi.acceptBankAccountChange.failureMessage,
  decline: adminApi.declineBankAccountChange.failureMessage,
};

export function useBankReview() {
  const acceptMutation = useAcceptBankChangeMutation();
  const declineMutation = useDeclineBankChangeMutation();
  const { dialog, open, close, closeAndRefresh, reasonError, setReasonError } =
    useReasonDialog<NonNullable<BankReviewDialog>>();

  const accept = async (merchant: Merchant) => {
    try {
      await acceptMutation.mutateAsync({ id: merchant.id, version: merchant.version });
      close();
    } catch (error) {
      toast.error(`${FAILURE.accept}: ${reasonOf(error, FAILURE.accept)}`);
      closeAndRefresh();
    }
  };

  const decline = async (merchant: Merchant, reason: string) => {
    setReasonError(undefined);
    try {
      await declineMutation.mutateAsync({ id: merchant.id, version: merchant.version, reason });
      close();
    } catch (error) {
      if (statusOfError(error) === 422) {
        setReasonError(getErrorMessage(error));
        return;
      }
      toast.error(`${FAILURE.decline}: ${reasonOf(error, FAILURE.decline)}`);
      closeAndRefresh();
    }
  };

  return {
    dialog,
    open,
    close,
    busy: acceptMutation.isPending || declineMutation.isPending,
    reasonError,
    accept,
    decline,
  };
}
