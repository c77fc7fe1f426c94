// The dashboards' calls: each is its endpoint's declaration in the contract, with the failure text of
// docs/product/calls.md. This remote owns them: a new one ships with it, with no shell release.
import { defineCall } from '@oja/shared/api';
import { admin } from '@oja/shared/contract/admin';
import { merchant } from '@oja/shared/contract/merchant';

export const dashboardApi = {
  merchant: defineCall(merchant.dashboard, { failure: 'Failed to get dashboard' }),
  review: defineCall(admin.reviewStats, { failure: 'Failed to get review statistics' }),
  platform: defineCall(admin.dashboard, { failure: 'Failed to get dashboard' }),
};
