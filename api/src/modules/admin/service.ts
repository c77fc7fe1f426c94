// The admin review of merchants, one file per part: what the review reads, the decisions on applications, a
// merchant's standing (suspension, reinstatement), and the review of a new bank account. A decision is its
// activity log row in the same transaction, then its email.
import type { AppContext } from '../../context';
import { bankAccountReview } from './bank-account-review';
import { applicationDecisions } from './decisions';
import { reviewReads } from './reads';
import { merchantStanding } from './standing';

export function reviewService(ctx: AppContext) {
  return {
    ...reviewReads(ctx),
    ...applicationDecisions(ctx),
    ...merchantStanding(ctx),
    ...bankAccountReview(ctx),
  };
}

export type ReviewService = ReturnType<typeof reviewService>;
