// docs/product/calls.md, "Admin".
import type {
  BulkApprovePayload,
  DeclineBankChangeDecisionPayload,
  MerchantSort,
  RejectDecisionPayload,
  SuspendMerchantPayload,
  VerificationStatus,
} from '@oja/shared/validation';
import { defineCall } from '../define-call';
import type {
  ActivityAction,
  ActivityLogEntry,
  AdminDashboard,
  BulkApproveResult,
  Merchant,
  Page,
  PageQuery,
  ReviewStats,
} from '../types';

export interface MerchantListQuery extends PageQuery {
  status?: VerificationStatus;
  search?: string;
  sort?: MerchantSort;
}

/** `GET /admin/activity-log`: newest first, filtered by merchant and by action. */
export interface ActivityLogQuery extends PageQuery {
  merchant_id?: number;
  action?: ActivityAction;
}

export const adminApi = {
  dashboard: defineCall<void, AdminDashboard>({
    method: 'get',
    path: '/admin/dashboard',
    failure: 'Failed to get dashboard',
  }),
  merchants: defineCall<MerchantListQuery, Page<Merchant>>({
    method: 'get',
    path: '/admin/merchants',
    failure: 'Failed to fetch merchants',
  }),
  merchant: defineCall<{ id: number }, { merchant: Merchant }>({
    method: 'get',
    path: ({ id }) => `/admin/merchants/${id}`,
    send: () => ({}),
    failure: 'Failed to get merchant',
  }),
  /** `version`: the merchant's as the admin saw it; a merchant changed since answers 409. */
  approve: defineCall<{ id: number; version: number }, { merchant: Merchant }>({
    method: 'post',
    path: ({ id }) => `/admin/merchants/${id}/approve`,
    send: ({ version }) => ({ body: { version } }),
    failure: 'Failed to approve merchant',
    success: 'Merchant approved successfully!',
  }),
  reject: defineCall<{ id: number } & RejectDecisionPayload, { merchant: Merchant }>({
    method: 'post',
    path: ({ id }) => `/admin/merchants/${id}/reject`,
    send: ({ rejection_reason, version }) => ({ body: { rejection_reason, version } }),
    failure: 'Failed to reject merchant',
    success: 'Merchant rejected successfully!',
  }),
  /** An approved merchant's new bank account, waiting for review, put in use. */
  acceptBankAccountChange: defineCall<{ id: number; version: number }, { merchant: Merchant }>({
    method: 'post',
    path: ({ id }) => `/admin/merchants/${id}/bank-account/accept`,
    send: ({ version }) => ({ body: { version } }),
    failure: 'Failed to accept the new bank account',
    success: 'New bank account accepted!',
  }),
  declineBankAccountChange: defineCall<{ id: number } & DeclineBankChangeDecisionPayload, { merchant: Merchant }>({
    method: 'post',
    path: ({ id }) => `/admin/merchants/${id}/bank-account/decline`,
    send: ({ reason, version }) => ({ body: { reason, version } }),
    failure: 'Failed to decline the new bank account',
    success: 'New bank account declined.',
  }),
  suspend: defineCall<{ id: number } & SuspendMerchantPayload, { merchant: Merchant }>({
    method: 'post',
    path: ({ id }) => `/admin/merchants/${id}/suspend`,
    send: ({ suspension_reason }) => ({ body: { suspension_reason } }),
    failure: 'Failed to suspend merchant',
    success: 'Merchant suspended successfully!',
  }),
  reinstate: defineCall<{ id: number }, { merchant: Merchant }>({
    method: 'post',
    path: ({ id }) => `/admin/merchants/${id}/reinstate`,
    send: () => ({ body: {} }),
    failure: 'Failed to reinstate merchant',
    success: 'Merchant reinstated successfully!',
  }),
  bulkApprove: defineCall<BulkApprovePayload, BulkApproveResult>({
    method: 'post',
    path: '/admin/merchants/bulk-approve',
    failure: 'Failed to approve merchants',
    success: 'Merchants approved successfully!',
  }),
  reviewStats: defineCall<void, ReviewStats>({
    method: 'get',
    path: '/admin/merchants/stats/review',
    failure: 'Failed to get review statistics',
  }),
  activityLog: defineCall<ActivityLogQuery, Page<ActivityLogEntry>>({
    method: 'get',
    path: '/admin/activity-log',
    failure: 'Failed to get activity log',
  }),
};
