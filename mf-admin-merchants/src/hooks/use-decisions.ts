// The three decisions of the requests view and what follows each (docs/product/rules.md, "States and
// transitions": after approve or reject the pending list is fetched again and its first request is shown, none if
// it is empty).
//
// Each failure says why in a toast with its own prefix. A refused rejection reason (422) keeps the dialog open to
// fix it; any other failure closes the dialog and refreshes what is shown (the request may have been decided
// elsewhere meanwhile, or changed by the merchant since the admin opened it: a decision names the version the admin
// saw, and the request is shown again as it is now).
import { getErrorMessage, type Merchant } from '@oja/shared/api';
import { toast } from '@oja/shared/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminApi } from '../data/calls';
import {
  refreshMerchants,
  useApproveMerchantMutation,
  useBulkApproveMutation,
  useRejectMerchantMutation,
} from '../data/merchants';

export type DecisionDialog =
  | { kind: 'approve'; merchant: Merchant }
  | { kind: 'reject'; merchant: Merchant }
  | { kind: 'bulk'; ids: number[] }
  | null;

// The calls' own texts, read once: "Merchants approved successfully!" and the default failure messages.
const BULK_SUCCESS = adminApi.bulkApprove.successMessage ?? '';
const FAILURE = {
  approve: adminApi.approve.failureMessage,
  reject: adminApi.reject.failureMessage,
  bulk: adminApi.bulkApprove.failureMessage,
};

/** A failure toast's reason: the server's message, or a plain one when no answer arrived at all. */
export function reasonOf(error: unknown, fallback: string): string {
  const message = getErrorMessage(error);
  return message === fallback ? 'The server could not be reached. Please try again.' : message;
}

export function statusOfError(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'status' in error ? error.status : null;
}

function skippedWarning(skipped: number): string {
  const was = skipped === 1 ? 'was' : 'were';
  return `${skipped} of the selected merchants ${was} no longer pending and ${was} left as they are.`;
}

export interface DecisionsOptions {
  /** A decided request leaves the bulk selection; after a bulk approval the selection is emptied. */
  unselect: (ids: readonly number[] | 'all') => void;
  /** The list has been fetched again after a decision: show its first request. */
  onDecided: () => void;
}

export function useDecisions({ unselect, onDecided }: DecisionsOptions) {
  const queryClient = useQueryClient();
  const approveMutation = useApproveMerchantMutation();
  const rejectMutation = useRejectMerchantMutation();
  const bulkMutation = useBulkApproveMutation();
  const [dialog, setDialog] = useState<DecisionDialog>(null);

  const decided = (ids: readonly number[] | 'all') => {
    unselect(ids);
    setDialog(null);
    onDecided();
  };
  const closeAndRefresh = () => {
    setDialog(null);
    void refreshMerchants(queryClient);
  };

  const approve = async (merchant: Merchant) => {
    try {
      await approveMutation.mutateAsync({ id: merchant.id, version: merchant.version });
      decided([merchant.id]);
    } catch (error) {
      toast.error(`Failed to approve merchant: ${reasonOf(error, FAILURE.approve)}`);
      closeAndRefresh();
    }
  };

  const reject = async (merchant: Merchant, reason: string) => {
    try {
      await rejectMutation.mutateAsync({ id: merchant.id, version: merchant.version, reason });
      decided([merchant.id]);
    } catch (error) {
      toast.error(`Failed to reject merchant: ${reasonOf(error, FAILURE.reject)}`);
      if (statusOfError(error) !== 422) closeAndRefresh();
    }
  };

  const bulkApprove = async (ids: number[]) => {
    try {
      const result = await bulkMutation.mutateAsync(ids);
      // One toast for the one action: the product's success text, and what was left, when some were.
      const skipped = result.not_pending.length + result.not_found.length;
      const approved = result.approved.length > 0 ? BULK_SUCCESS : '';
      if (skipped > 0) toast.warning(`${approved} ${skippedWarning(skipped)}`.trim());
      else if (approved) toast.success(approved);
      decided('all');
    } catch (error) {
      toast.error(`Failed to approve merchants: ${reasonOf(error, FAILURE.bulk)}`);
      closeAndRefresh();
    }
  };

  return {
    dialog,
    open: setDialog,
    close: () => setDialog(null),
    busy: approveMutation.isPending || rejectMutation.isPending || bulkMutation.isPending,
    approve,
    reject,
    bulkApprove,
  };
}
