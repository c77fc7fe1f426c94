// An approved merchant's new bank account, waiting for review: accepting it (payouts move to it) or declining it
// with a reason, each on the merchant's version the admin sees. The success toasts are the calls' own; a refused
// reason (422) stays in the open dialog; any other failure (the change was answered elsewhere, or the merchant changed
// something meanwhile) says why, closes the dialog and shows the merchant again as it is now.
import type { Merchant } from '@oja/shared/api';
import { adminApi } from '../data/calls';
import { useAcceptBankChangeMutation, useDeclineBankChangeMutation } from '../data/merchants';
import { reasonOf } from './use-decisions';
import { useReasonDialog } from './use-reason-dialog';

export type BankReviewDialog = { kind: 'accept-bank' | 'decline-bank'; merchant: Merchant } | null;

const FAILURE = {
  accept: adminApi.acceptBankAccountChange.failureMessage,
  decline: adminApi.declineBankAccountChange.failureMessage,
};

export function useBankReview() {
  const acceptMutation = useAcceptBankChangeMutation();
  const declineMutation = useDeclineBankChangeMutation();
  const { dialog, open, close, send, reasonError } = useReasonDialog<NonNullable<BankReviewDialog>>();

  const accept = (merchant: Merchant) =>
    send(
      () => acceptMutation.mutateAsync({ id: merchant.id, version: merchant.version }),
      (error) => `${FAILURE.accept}: ${reasonOf(error, FAILURE.accept)}`,
      false,
    );

  const decline = (merchant: Merchant, reason: string) =>
    send(
      () => declineMutation.mutateAsync({ id: merchant.id, version: merchant.version, reason }),
      (error) => `${FAILURE.decline}: ${reasonOf(error, FAILURE.decline)}`,
      true,
    );

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
