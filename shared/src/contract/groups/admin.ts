// A group of the API's endpoints (see ../endpoints.ts), a module of its own so that an app bundles only the
// groups it calls (`@oja/shared/contract/<group>`).
import {
  acceptBankChangeDecisionSchema,
  activityLogQuerySchema,
  approveMerchantSchema,
  bulkApproveSchema,
  declineBankChangeDecisionSchema,
  LIST_MESSAGES,
  merchantListQuerySchema,
  optionalParameter,
  rejectDecisionSchema,
  suspendMerchantSchema,
} from '@oja/shared/validation';
import * as v from 'valibot';
import { adminDashboardModel } from '../dashboards';
import { endpoint, idParams } from '../declare';
import { merchantModel } from '../models';
import {
  ACTIVITY_ACTIONS,
  activityLogPageModel,
  bulkApproveResultModel,
  merchantPageModel,
  reviewStatsModel,
} from '../records';

export const admin = {
  dashboard: endpoint({ access: 'admin', method: 'GET', path: '/admin/dashboard', response: adminDashboardModel }),
  merchants: endpoint({
    access: 'admin',
    method: 'GET',
    path: '/admin/merchants',
    query: merchantListQuerySchema,
    response: merchantPageModel,
  }),
  reviewStats: endpoint({
    access: 'admin',
    method: 'GET',
    path: '/admin/merchants/stats/review',
    response: reviewStatsModel,
  }),
  merchant: endpoint({
    access: 'admin',
    method: 'GET',
    path: '/admin/merchants/:id',
    params: idParams,
    response: v.object({ merchant: merchantModel }),
  }),
  approve: endpoint({
    access: 'admin',
    method: 'POST',
    path: '/admin/merchants/:id/approve',
    params: idParams,
    body: approveMerchantSchema,
    response: v.object({ merchant: merchantModel }),
  }),
  reject: endpoint({
    access: 'admin',
    method: 'POST',
    path: '/admin/merchants/:id/reject',
    params: idParams,
    body: rejectDecisionSchema,
    response: v.object({ merchant: merchantModel }),
  }),
  /** An approved merchant's new bank account, waiting for review: put in use, or declined with a reason. */
  acceptBankAccountChange: endpoint({
    access: 'admin',
    method: 'POST',
    path: '/admin/merchants/:id/bank-account/accept',
    params: idParams,
    body: acceptBankChangeDecisionSchema,
    response: v.object({ merchant: merchantModel }),
  }),
  declineBankAccountChange: endpoint({
    access: 'admin',
    method: 'POST',
    path: '/admin/merchants/:id/bank-account/decline',
    params: idParams,
    body: declineBankChangeDecisionSchema,
    response: v.object({ merchant: merchantModel }),
  }),
  suspend: endpoint({
    access: 'admin',
    method: 'POST',
    path: '/admin/merchants/:id/suspend',
    params: idParams,
    body: suspendMerchantSchema,
    response: v.object({ merchant: merchantModel }),
  }),
  reinstate: endpoint({
    access: 'admin',
    method: 'POST',
    path: '/admin/merchants/:id/reinstate',
    params: idParams,
    response: v.object({ merchant: merchantModel }),
  }),
  bulkApprove: endpoint({
    access: 'admin',
    method: 'POST',
    path: '/admin/merchants/bulk-approve',
    body: bulkApproveSchema,
    response: bulkApproveResultModel,
  }),
  activityLog: endpoint({
    access: 'admin',
    method: 'GET',
    path: '/admin/activity-log',
    query: v.object({
      ...activityLogQuerySchema.entries,
      action: optionalParameter(LIST_MESSAGES.action, v.picklist(ACTIVITY_ACTIONS, LIST_MESSAGES.action)),
    }),
    response: activityLogPageModel,
  }),
} as const;
