// Merchants Mgt's calls: each is its endpoint's declaration in the contract, with the failure text and success
// toast of docs/product/calls.md. This remote owns them: a new one ships with it, with no shell release.
import { type CallInput, defineCall } from '@oja/shared/api';
import { admin } from '@oja/shared/contract/admin';
import { files } from '@oja/shared/contract/files';

export const adminApi = {
  dashboard: defineCall(admin.dashboard, { failure: 'Failed to get dashboard' }),
  merchants: defineCall(admin.merchants, { failure: 'Failed to fetch merchants' }),
  merchant: defineCall(admin.merchant, { failure: 'Failed to get merchant' }),
  /** `version`: the merchant's as the admin saw it; a merchant changed since answers 409. */
  approve: defineCall(admin.approve, {
    failure: 'Failed to approve merchant',
    success: 'Merchant approved successfully!',
  }),
  reject: defineCall(admin.reject, {
    failure: 'Failed to reject merchant',
    success: 'Merchant rejected successfully!',
  }),
  /** An approved merchant's new bank account, waiting for review, put in use. */
  acceptBankAccountChange: defineCall(admin.acceptBankAccountChange, {
    failure: 'Failed to accept the new bank account',
    success: 'New bank account accepted!',
  }),
  declineBankAccountChange: defineCall(admin.declineBankAccountChange, {
    failure: 'Failed to decline the new bank account',
    success: 'New bank account declined.',
  }),
  suspend: defineCall(admin.suspend, {
    failure: 'Failed to suspend merchant',
    success: 'Merchant suspended successfully!',
  }),
  reinstate: defineCall(admin.reinstate, {
    failure: 'Failed to reinstate merchant',
    success: 'Merchant reinstated successfully!',
  }),
  bulkApprove: defineCall(admin.bulkApprove, {
    failure: 'Failed to approve merchants',
    success: 'Merchants approved successfully!',
  }),
  activityLog: defineCall(admin.activityLog, { failure: 'Failed to get activity log' }),
  /** A fresh signed link to a merchant's document, asked for as it is opened. */
  documentLink: defineCall(files.documentLink, { failure: 'Failed to open the document' }),
};

export type MerchantListQuery = CallInput<typeof admin.merchants>;
/** `GET /admin/activity-log`: newest first, filtered by merchant and by action. */
export type ActivityLogQuery = CallInput<typeof admin.activityLog>;
