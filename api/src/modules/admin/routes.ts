// `/api/admin/*`: the admin review of merchants. Every route is admin-only.
import { endpoints, type Merchant } from '@oja/shared/contract';
import { MAX_DATABASE_ID } from '@oja/shared/validation';
import type { AppContext } from '../../context';
import { success } from '../../http/envelope';
import type { RouteLimit } from '../../http/route';
import { apiModule, type RouteGroup } from '../module';
import { reviewService } from './service';

const access = 'admin' as const;
const decisionFailures = {
  404: 'No such merchant',
  409: 'The merchant is not pending (already decided), or changed after the admin opened it (`version`)',
  422: 'The version is missing',
};

/** What the module's groups of routes share: its service, and what every decision declares, built once. */
function scopeOf(ctx: AppContext) {
  const review = reviewService(ctx);
  // Every decision (each one mails the merchant) counts against one budget per admin.
  const limits: readonly RouteLimit[] = [
    {
      name: 'admin-decisions',
      rule: ctx.settings.rateLimits.adminDecisions.perAccount,
      per: 'account',
      noun: 'requests',
    },
  ];
  return { review, decision: { access, limits } };
}

type Group = RouteGroup<ReturnType<typeof scopeOf>>;

/**
 * A decision's handler: `decide` makes it on the merchant the path names, as the signed-in admin; the answer is
 * the merchant as it now stands.
 */
function answerDecision<TInput extends { principal: { user: { id: number } }; params: { id: number } }>(
  message: string,
  decide: (merchantId: number, adminId: number, input: TInput) => Promise<Merchant>,
) {
  return async (input: TInput) =>
    success(message, { merchant: await decide(input.params.id, input.principal.user.id, input) });
}

/** What the review reads: the figures, the merchant list, one merchant, the activity log. */
const reviewReadRoutes: Group = (route, { review }) => {
  route(endpoints.admin.dashboard, {
    access,
    summary: "Figures for the admin screens: merchants by status, and the platform's orders",
    description:
      '`orders`: every order placed (all, delivered, cancelled, rejected) and the revenue of those delivered ' +
      '(their totals, in kobo), all time and this week so far against the same span of last week, and the riders ' +
      'who claimed an order in the last 7 days (`active_riders`).',
    handler: async () => {
      const [statistics, orders] = await Promise.all([review.statistics(), review.platformOrders()]);
      return success('Dashboard retrieved successfully', { statistics, orders });
    },
  });

  route(endpoints.admin.merchants, {
    access,
    summary: 'Merchants, filtered and paginated',
    description:
      '`status=pending` is the review queue, oldest application first; other lists show the newest first. ' +
      '`search` matches part of the business name, the business email or the contact email, in any letter case. ' +
      'Each merchant carries its `performance`: orders placed, rating, reviews, and the share of its orders ready ' +
      'by the time it promised when accepting them (`on_time_share`, null before the first).',
    failures: { 422: 'A query value that means nothing (unknown status, page 0, a parameter given twice, ...)' },
    handler: async ({ query }) => success('Merchants retrieved successfully', await review.list(query)),
  });

  route(endpoints.admin.reviewStats, {
    access,
    summary: 'Review figures: counts by status, decisions of the last 7 days, mean review time',
    handler: async () => success('Review statistics retrieved successfully', await review.reviewStats()),
  });

  route(endpoints.admin.merchant, {
    access,
    summary: 'One merchant with its documents (signed links, valid 10 minutes) and bank account',
    failures: { 404: 'No such merchant' },
    handler: async ({ params }) =>
      success('Merchant retrieved successfully', { merchant: await review.details(params.id) }),
  });

  route(endpoints.admin.activityLog, {
    access,
    summary: 'Who decided what, newest first',
    failures: { 422: 'A page value that means nothing' },
    handler: async ({ query }) => success('Activity log retrieved successfully', await review.activityLog(query)),
  });
};

/** The decisions on an application, each one mailed to the merchant: approve, reject, several at once. */
const applicationRoutes: Group = (route, { review, decision }) => {
  route(endpoints.admin.approve, {
    ...decision,
    summary: 'Approve a pending merchant and email it',
    description:
      'Only a pending merchant can be approved, and only at the `version` the admin reviewed (from ' +
      '`GET /admin/merchants/{id}`): a merchant that changed anything since answers 409 and stays pending. Of two ' +
      'admins approving at once, exactly one succeeds.',
    failures: decisionFailures,
    handler: answerDecision('Merchant approved successfully!', (id, admin, { body }) =>
      review.approve(id, admin, body.version),
    ),
  });

  route(endpoints.admin.reject, {
    ...decision,
    summary: 'Reject a pending merchant with a reason, and email the reason',
    description: 'At the `version` the admin reviewed, as for approval.',
    failures: {
      ...decisionFailures,
      422: 'The reason is missing, blank or longer than 1000 characters, or the version is missing',
    },
    handler: answerDecision('Merchant rejected successfully!', (id, admin, { body }) =>
      review.reject(id, admin, body.rejection_reason, body.version),
    ),
  });

  route(endpoints.admin.bulkApprove, {
    ...decision,
    summary: 'Approve several pending merchants at once',
    description:
      'Approves those of the given merchants that are still pending (each emailed) and reports the others: ' +
      `\`not_pending\` (already decided) and \`not_found\`. At most 100 ids, each from 1 to ${MAX_DATABASE_ID}.`,
    failures: { 422: 'No ids, more than 100, or ids that are not positive whole numbers' },
    async handler({ principal, body }) {
      const result = await review.bulkApprove(body.merchant_ids, principal.user.id);
      const message =
        result.approved.length > 0 ? 'Merchants approved successfully!' : 'None of these merchants was pending.';
      return success(message, result);
    },
  });
};

/** An approved merchant's new bank account: put in use, or declined with a reason (the merchant is mailed). */
const bankAccountChangeRoutes: Group = (route, { review, decision }) => {
  const bankChangeFailures = {
    404: 'No such merchant',
    409: 'No bank account change waits, or the merchant changed after the admin opened it (`version`)',
  };

  route(endpoints.admin.acceptBankAccountChange, {
    ...decision,
    summary: "Put an approved merchant's new bank account in use",
    description:
      "An approved merchant's new bank account waits for review (`pending_bank_account`); accepting it, at the " +
      '`version` the admin reviewed, makes it the account payouts go to. Logged as ' +
      '`merchant.bank_account_change_accepted`; the merchant is mailed.',
    failures: { ...bankChangeFailures, 422: 'The version is missing' },
    handler: answerDecision('New bank account accepted!', (id, admin, { body }) =>
      review.settleBankAccountChange(id, admin, body.version, null),
    ),
  });

  route(endpoints.admin.declineBankAccountChange, {
    ...decision,
    summary: "Decline an approved merchant's new bank account, with a reason",
    description:
      'The account in use stays; the change is dropped, logged as `merchant.bank_account_change_declined` with ' +
      'the reason, and the merchant is mailed the reason.',
    failures: { ...bankChangeFailures, 422: 'The reason is missing, blank or too long, or the version is missing' },
    handler: answerDecision('New bank account declined.', (id, admin, { body }) =>
      review.settleBankAccountChange(id, admin, body.version, body.reason),
    ),
  });
};

/** An approved merchant's standing: suspended with a reason, or reinstated (the merchant is mailed). */
const standingRoutes: Group = (route, { review, decision }) => {
  route(endpoints.admin.suspend, {
    ...decision,
    summary: 'Suspend an approved merchant with a reason: its sessions end at once, and it is emailed the reason',
    description:
      'Only an approved merchant can be suspended. In one transaction the status becomes `suspended` with the ' +
      'reason, every token of the merchant is revoked and the activity log is written; then the merchant is ' +
      'emailed. A suspended merchant that signs in reads the reason; menu and dashboard calls refuse it.',
    failures: {
      404: 'No such merchant',
      409: 'The merchant is not approved (pending, rejected or already suspended)',
      422: 'The reason is missing, blank or longer than 1000 characters',
    },
    handler: answerDecision('Merchant suspended successfully!', (id, admin, { body }) =>
      review.suspend(id, admin, body.suspension_reason),
    ),
  });

  route(endpoints.admin.reinstate, {
    ...decision,
    summary: 'Reinstate a suspended merchant and email it',
    description: 'Only a suspended merchant can be reinstated: it is approved again and may sign in.',
    failures: { 404: 'No such merchant', 409: 'The merchant is not suspended' },
    handler: answerDecision('Merchant reinstated successfully!', (id, admin) => review.reinstate(id, admin)),
  });
};

export const adminModule = apiModule('Admin', scopeOf, [
  reviewReadRoutes,
  applicationRoutes,
  bankAccountChangeRoutes,
  standingRoutes,
]);
