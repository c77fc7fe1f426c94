// Every admin call Merchants Mgt's pages make, answered with sample data for testers with no API (the harness's
// mock mode, its browser tests and the page tests): the figures, the merchant lists by status (with the API's
// search over name and email, in any letter case, and its pages), one merchant's details, approve, reject (each on the
// version the admin saw), bulk approve, suspend and reinstate, accepting or declining a new bank account, and the
// activity log (filtered by merchant and action, as the API filters it).
// Decisions change the state the next list reads and write their activity row; bodies are checked with the API's schemas, and refusals
// carry its messages (a blank reason, a merchant already decided, an unknown id). A session that is not an admin's
// is refused with 403, as the API refuses it.
import {
  API_MESSAGES,
  defineMockApi,
  fail,
  invalid,
  MOCK_USERS,
  type MockAnswer,
  type MockHandler,
  type MockRequest,
  type MockRoutes,
  ok,
  refusalUnless,
} from '@oja/harness/mock-api';
import type { ActivityLogEntry, AdminDashboard, BulkApproveResult, Merchant, Page } from '@oja/shared/api';
import { endpoints } from '@oja/shared/contract';
import {
  acceptBankChangeDecisionSchema,
  approveMerchantSchema,
  bulkApproveSchema,
  declineBankChangeDecisionSchema,
  merchantListQuerySchema,
  NO_BANK_CHANGE_WAITING,
  REVIEW_CHANGED,
  rejectDecisionSchema,
  SUSPENSION_CONFLICTS,
  suspendMerchantSchema,
  validate,
} from '@oja/shared/validation';

const NOW = '2026-01-10T09:00:00.000Z';
const NOT_PENDING: Record<string, string> = {
  approved: 'This merchant is already approved; only pending applications can be reviewed.',
  rejected: 'This merchant was already rejected; only pending applications can be reviewed.',
};

function sampleMerchant(id: number, name: string, status: Merchant['verification_status'], phone: string): Merchant {
  return {
    id,
    version: 1,
    uuid: `30000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    business_name: name,
    business_type: 'restaurant',
    business_email: `sample${id}@example.ng`,
    country_code: '+234',
    business_phone: phone,
    pickup_address: `${id} Sample Street, Ikeja, Lagos`,
    latitude: null,
    longitude: null,
    logo: null,
    verification_status: status,
    rejection_reason: null,
    reviewed_at: status === 'pending' ? null : NOW,
    created_at: `2026-01-0${Math.min(id, 9)}T09:00:00.000Z`,
    contact_name: `${name} contact`,
    documents: [],
    bank_account: {
      bank_code: '058',
      bank_name: 'Sample Bank',
      account_name: `${name} Ltd`,
      account_number: '0123456789',
    },
    pickup_locations: [
      {
        id: id * 10,
        label: 'Main shop',
        address: `${id} Sample Street, Ikeja, Lagos`,
        latitude: null,
        longitude: null,
        is_default: true,
        created_at: NOW,
      },
    ],
  };
}

const SAMPLE_ADMIN = { id: 1, name: 'Sample Admin' };
const REJECTED_REASON = 'Sample reason: the ID scan is blurry.';

/**
 * The log behind the sample merchants, oldest first, as the API keeps it; it holds an action this remote has no
 * label for, with the `changes` the merchant's own edits write.
 */
function sampleActivity(): ActivityLogEntry[] {
  const row = (
    id: number,
    action: string,
    merchant: { id: number; business_name: string },
    details: ActivityLogEntry['details'],
    actor: ActivityLogEntry['actor'] = SAMPLE_ADMIN,
  ) =>
    ({
      id,
      action,
      actor,
      merchant,
      details,
      created_at: `2026-01-09T1${id}:3${id}:00.000Z`,
    }) as ActivityLogEntry;
  return [
    row(1, 'merchant.approved', { id: 1, business_name: 'Sample Approved Kitchen' }, null),
    row(
      2,
      'merchant.rejected',
      { id: 5, business_name: 'Sample Rejected Mart' },
      { rejection_reason: REJECTED_REASON },
    ),
    row(3, 'merchant.approved', { id: 99, business_name: 'Sample Suspended Grill' }, null),
    row(
      4,
      'merchant.profile_updated',
      { id: 1, business_name: 'Sample Approved Kitchen' },
      { changes: [{ field: 'business_phone', from: '+2348031234501', to: '+2348031234511' }] },
      { id: 7, name: 'Sample Approved Kitchen contact' },
    ),
    row(
      5,
      'merchant.suspended',
      { id: 99, business_name: 'Sample Suspended Grill' },
      { suspension_reason: 'Sample reason: customers reported orders that never came.' },
    ),
  ];
}

/** One page of `rows`, shaped as the API pages its lists. */
function pageOf<T>(rows: readonly T[], page: number, perPage: number): Page<T> {
  return {
    data: rows.slice((page - 1) * perPage, page * perPage),
    current_page: page,
    per_page: perPage,
    total: rows.length,
    last_page: Math.max(1, Math.ceil(rows.length / perPage)),
  };
}

/** The sample merchants: three pending, and `morePending` more behind them in the queue. */
function sampleMerchants(morePending: number): Merchant[] {
  return [
    {
      ...sampleMerchant(1, 'Sample Approved Kitchen', 'approved', '8031234501'),
      // Its new bank account waits for the admin's review.
      pending_bank_account: {
        bank_code: '057',
        bank_name: 'Sample Bank Two',
        account_name: 'Sample Approved Kitchen Ltd',
        account_number: '2233445566',
        requested_at: NOW,
      },
    },
    sampleMerchant(2, 'Sample Pending Store', 'pending', '8031234502'),
    sampleMerchant(3, 'Sample Pending Pharmacy', 'pending', '8031234503'),
    sampleMerchant(4, 'Sample Amala Spot', 'pending', '8031234504'),
    { ...sampleMerchant(5, 'Sample Rejected Mart', 'rejected', '8031234505'), rejection_reason: REJECTED_REASON },
    {
      ...sampleMerchant(99, 'Sample Suspended Grill', 'suspended', '8031234599'),
      suspension_reason: 'Sample reason: customers reported orders that never came.',
      suspended_at: NOW,
    },
    ...Array.from({ length: morePending }, (_, index) =>
      sampleMerchant(
        6 + index,
        `Sample Queue Shop ${index + 1}`,
        'pending',
        `80312346${String(index).padStart(2, '0')}`,
      ),
    ),
  ];
}

export default defineMockApi(() => mockRoutes(sampleMerchants(0), sampleActivity()));

/** The same API with a long queue (fifteen pending requests), for what only a list longer than the window shows. */
export const createLongQueueMockApi = defineMockApi(() => mockRoutes(sampleMerchants(12), sampleActivity()));

function mockRoutes(merchants: Merchant[], activity: ActivityLogEntry[]): MockRoutes {
  const state = mockState(merchants, activity);
  return adminsOnly({
    ...readRoutes(state),
    ...reviewRoutes(state),
    ...bankChangeRoutes(state),
    ...standingRoutes(state),
    ...activityRoutes(state),
  });
}

/** Every route refuses anyone but the signed-in admin first, as the API does. */
function adminsOnly(routes: MockRoutes): MockRoutes {
  const guarded: MockRoutes = {};
  for (const [key, handler] of Object.entries(routes) as [keyof MockRoutes, MockHandler][]) {
    guarded[key] = (request) => refusalUnless(request, MOCK_USERS.admin) ?? handler(request);
  }
  return guarded;
}

type Schema = Parameters<typeof validate>[0];

/** `then` with the request's body as `schema` reads it, or the API's 422 with the schema's messages. */
function withBody<TSchema extends Schema>(
  schema: TSchema,
  request: MockRequest,
  then: (body: Extract<ReturnType<typeof validate<TSchema>>, { success: true }>['output']) => MockAnswer,
): MockAnswer {
  const checked = validate(schema, request.body ?? {});
  return checked.success ? then(checked.output) : invalid(checked.errors);
}

const notFound = () => fail(404, API_MESSAGES[404] ?? '');

/** The merchants and their log as the calls change them. */
interface MockState {
  merchants: Merchant[];
  activity: ActivityLogEntry[];
  byId: (id: string | undefined) => Merchant | undefined;
  /** A decision's row in the log, written as the API writes it. */
  log: (action: ActivityLogEntry['action'], merchant: Merchant, details: ActivityLogEntry['details']) => void;
}

function mockState(merchants: Merchant[], activity: ActivityLogEntry[]): MockState {
  return {
    merchants,
    activity,
    byId: (id) => merchants.find((candidate) => String(candidate.id) === id),
    log: (action, merchant, details) => {
      activity.push({
        id: activity.length + 1,
        action,
        actor: SAMPLE_ADMIN,
        merchant: { id: merchant.id, business_name: merchant.business_name },
        details,
        created_at: new Date(Date.parse(NOW) + activity.length * 60_000).toISOString(),
      });
    },
  };
}

/** The figures, the lists by status (with the API's search and pages) and one merchant's details. */
function readRoutes({ merchants, byId }: MockState): MockRoutes {
  const count = (status: Merchant['verification_status']) =>
    merchants.filter((m) => m.verification_status === status).length;
  return {
    'GET /admin/dashboard': () => {
      const dashboard: AdminDashboard = {
        statistics: {
          total_merchants: merchants.length,
          approved_merchants: count('approved'),
          pending_merchants: count('pending'),
          rejected_merchants: count('rejected'),
          suspended_merchants: count('suspended'),
        },
      };
      return ok(dashboard, 'Dashboard retrieved successfully');
    },
    'GET /admin/merchants': (request) => {
      const checked = validate(merchantListQuerySchema, Object.fromEntries(request.query));
      if (!checked.success) return invalid(checked.errors);
      const { status, search, page = 1, per_page: perPage = 20 } = checked.output;
      const needle = search?.toLowerCase() ?? '';
      const rows = merchants.filter(
        (merchant) =>
          (!status || merchant.verification_status === status) &&
          (!needle ||
            merchant.business_name.toLowerCase().includes(needle) ||
            merchant.business_email.toLowerCase().includes(needle)),
      );
      return ok(pageOf(rows, page, perPage), 'Merchants retrieved successfully');
    },
    'GET /admin/merchants/:id': (request) => {
      const merchant = byId(request.params.id);
      return merchant ? ok({ merchant }, 'Merchant retrieved successfully') : notFound();
    },
  };
}

/** Approve and reject (each on the version the admin saw), and bulk approve. */
function reviewRoutes({ byId, log }: MockState): MockRoutes {
  /**
   * A decision on one pending merchant at the version the admin saw, answered as the API answers it: `{ merchant }`
   * and the message.
   */
  const decide = (request: MockRequest, version: number, message: string, change: Partial<Merchant>) => {
    const merchant = byId(request.params.id);
    if (!merchant) return notFound();
    if (merchant.verification_status !== 'pending') return fail(409, NOT_PENDING[merchant.verification_status] ?? '');
    if (merchant.version !== version) return fail(409, REVIEW_CHANGED);
    Object.assign(merchant, change, { reviewed_at: NOW, version: merchant.version + 1 });
    const rejected = change.verification_status === 'rejected';
    log(
      rejected ? 'merchant.rejected' : 'merchant.approved',
      merchant,
      rejected ? { rejection_reason: merchant.rejection_reason } : null,
    );
    return ok({ merchant }, message);
  };
  return {
    'POST /admin/merchants/:id/approve': (request) =>
      withBody(approveMerchantSchema, request, ({ version }) =>
        decide(request, version, 'Merchant approved successfully!', { verification_status: 'approved' }),
      ),
    'POST /admin/merchants/:id/reject': (request) =>
      withBody(rejectDecisionSchema, request, ({ version, rejection_reason }) =>
        decide(request, version, 'Merchant rejected successfully!', {
          verification_status: 'rejected',
          rejection_reason,
        }),
      ),
    'POST /admin/merchants/bulk-approve': (request) =>
      withBody(bulkApproveSchema, request, ({ merchant_ids: ids }) => {
        const result: BulkApproveResult = { approved: [], not_pending: [], not_found: [] };
        for (const id of ids) {
          const merchant = byId(String(id));
          if (!merchant) result.not_found.push(id);
          else if (merchant.verification_status !== 'pending') result.not_pending.push(id);
          else {
            Object.assign(merchant, { verification_status: 'approved', reviewed_at: NOW });
            log('merchant.approved', merchant, { bulk: true });
            result.approved.push(id);
          }
        }
        const message =
          result.approved.length > 0 ? 'Merchants approved successfully!' : 'None of these merchants was pending.';
        return ok(result, message);
      }),
  };
}

/** An approved merchant's new bank account, accepted or declined at the version the admin saw. */
function bankChangeRoutes({ byId, log }: MockState): MockRoutes {
  /** A new bank account put in use (`reason` null) or declined. */
  const settleBankChange = (request: MockRequest, version: number, reason: string | null) => {
    const merchant = byId(request.params.id);
    if (!merchant) return notFound();
    const asked = merchant.pending_bank_account;
    if (!asked) return fail(409, NO_BANK_CHANGE_WAITING);
    if (merchant.version !== version) return fail(409, REVIEW_CHANGED);
    const { requested_at: _since, ...account } = asked;
    Object.assign(merchant, {
      ...(reason === null ? { bank_account: account } : {}),
      pending_bank_account: null,
      version: merchant.version + 1,
    });
    log(
      reason === null ? 'merchant.bank_account_change_accepted' : 'merchant.bank_account_change_declined',
      merchant,
      reason === null ? null : { reason },
    );
    return ok({ merchant }, reason === null ? 'New bank account accepted!' : 'New bank account declined.');
  };
  return {
    'POST /admin/merchants/:id/bank-account/accept': (request) =>
      withBody(acceptBankChangeDecisionSchema, request, ({ version }) => settleBankChange(request, version, null)),
    'POST /admin/merchants/:id/bank-account/decline': (request) =>
      withBody(declineBankChangeDecisionSchema, request, ({ version, reason }) =>
        settleBankChange(request, version, reason),
      ),
  };
}

/** Suspend an approved merchant with a reason; reinstate a suspended one. */
function standingRoutes({ byId, log }: MockState): MockRoutes {
  return {
    'POST /admin/merchants/:id/suspend': (request) =>
      withBody(suspendMerchantSchema, request, ({ suspension_reason }) => {
        const merchant = byId(request.params.id);
        if (!merchant) return notFound();
        const status = merchant.verification_status;
        if (status !== 'approved') return fail(409, SUSPENSION_CONFLICTS[status]);
        Object.assign(merchant, { verification_status: 'suspended', suspension_reason, suspended_at: NOW });
        log('merchant.suspended', merchant, { suspension_reason });
        return ok({ merchant }, 'Merchant suspended successfully!');
      }),
    'POST /admin/merchants/:id/reinstate': (request) => {
      const merchant = byId(request.params.id);
      if (!merchant) return notFound();
      if (merchant.verification_status !== 'suspended') return fail(409, SUSPENSION_CONFLICTS.notSuspended);
      Object.assign(merchant, { verification_status: 'approved', suspension_reason: null, suspended_at: null });
      log('merchant.reinstated', merchant, null);
      return ok({ merchant }, 'Merchant reinstated successfully!');
    },
  };
}

/** The activity log, newest first, filtered by merchant and action as the API filters it. */
function activityRoutes({ activity }: MockState): MockRoutes {
  return {
    'GET /admin/activity-log': (request) => {
      const checked = validate(endpoints.admin.activityLog.query, Object.fromEntries(request.query));
      if (!checked.success) return invalid(checked.errors);
      const { merchant_id: merchantId, action, page, per_page: perPage } = checked.output;
      const rows = activity
        .filter(
          (entry) =>
            (merchantId === undefined || entry.merchant?.id === merchantId) && (!action || entry.action === action),
        )
        .reverse();
      return ok(pageOf(rows, page, perPage), 'Activity log retrieved successfully');
    },
  };
}
