// Every action on one merchant from its details (approve, reject, suspend, reinstate), each through the hook that
// owns its dialog, toasts and failure policy; the view renders both hooks' dialogs.
import type { Merchant } from '@oja/shared/api';
import type { MerchantAction } from '../components/merchant-details';
import { type DecisionsOptions, useDecisions } from './use-decisions';
import { useStanding } from './use-standing';

export function useMerchantActions(options: DecisionsOptions) {
  const decisions = useDecisions(options);
  const standing = useStanding();
  const open = (action: MerchantAction, merchant: Merchant) => {
    if (action === 'approve' || action === 'reject') decisions.open({ kind: action, merchant });
    else standing.open({ kind: action, merchant });
  };
  return { decisions, standing, open };
}
