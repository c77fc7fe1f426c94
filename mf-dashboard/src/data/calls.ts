// The dashboards' calls: each is its endpoint's declaration in the contract, with the failure text of
// docs/product/calls.md. This remote owns them: a new one ships with it, with no shell release.
import { defineCall } from '@oja/shared/api';
import { endpoints } from '@oja/shared/contract';

export const dashboardApi = {
  merchant: defineCall(endpoints.merchant.dashboard, { failure: 'Failed to get dashboard' }),
  review: defineCall(endpoints.admin.reviewStats, { failure: 'Failed to get review statistics' }),
  platform: defineCall(endpoints.admin.dashboard, { failure: 'Failed to get dashboard' }),
};
