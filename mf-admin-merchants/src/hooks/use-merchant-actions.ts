// Every action on one merchant from its details (approve, reject, suspend, reinstate, and the review of a new bank
// account), each through the hook that owns its dialog, toasts and failure policy; the view renders their dialogs.
import type { Merchant } from '@oja/shared/api';
import type { MerchantAction } from '../components/details/merchant-details';
import { useBankReview } from './use-bank-review';
import { type DecisionsOptions, useDecisions } from './use-decisions';
import { useStanding } from './use-standing';

export function useMerchantActions(options: DecisionsOptions) {
  const decisions = useDecisions(options);
  const standing = useStanding();
  const bankReview = useBankReview();
  const open = (action: MerchantAction, merchant: Merchant) => {
    if (action === 'approve' || action === 'reject') decisions.open({ kind: action, merchant });
    else if (action === 'accept-bank' || action === 'decline-bank') bankReview.open({ kind: action, merchant });
    else standing.open({ kind: action, merchant });
  };
  return { decisions, standing, bankReview, open };
}
