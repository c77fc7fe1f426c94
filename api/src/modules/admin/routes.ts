// `/api/admin/*` (spec section 7 "Admin"): the admin review of merchants. Every route is admin-only.
// Registered under /api with no prefix of its own, so each route declares its full path below /api.
import { bulkApproveSchema, rejectMerchantSchema } from '@oja/shared/validation';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { principalOf } from '../../http/access';
import { describeRoute, objectOf, str } from '../../http/docs';
import { success } from '../../http/envelope';
import { parseBody, parseId } from '../../http/parse';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE, parseMerchantListParams, parsePageParams } from './query';
import { reviewService } from './service';

const tags = ['Admin'];
const access = 'admin' as const;
const idParam = objectOf({ id: { type: 'integer' } });
const pageQuery = {
  page: { type: 'integer', minimum: 1, description: 'From 1 (default 1)' },
  per_page: { type: 'integer', minimum: 1, maximum: MAX_PER_PAGE, description: `Default ${DEFAULT_PER_PAGE}` },
};
const pageOf = (row: Record<string, unknown>) =>
  objectOf({
    data: { type: 'array', items: row },
    current_page: { type: 'integer' },
    per_page: { type: 'integer' },
    total: { type: 'integer' },
    last_page: { type: 'integer' },
  });
const merchantDoc = objectOf({
  id: { type: 'integer' },
  business_name: str(),
  business_email: str(),
  verification_status: str('pending, approved or rejected'),
  logo: str('Public URL or null'),
  created_at: str('ISO 8601'),
});
const decisionFailures = { 404: 'No such merchant', 409: 'The merchant is not pending (already decided)' };

export async function adminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const review = reviewService(ctx);

  app.get(
    '/admin/dashboard',
    {
      config: { access },
      schema: describeRoute({
        summary: 'Merchant figures for the admin screens',
        tags,
        data: objectOf({
          statistics: objectOf({
            total_merchants: { type: 'integer' },
            approved_merchants: { type: 'integer' },
            pending_merchants: { type: 'integer' },
            rejected_merchants: { type: 'integer' },
          }),
        }),
      }),
    },
    async () => success('Dashboard retrieved successfully', { statistics: await review.statistics() }),
  );

  app.get(
    '/admin/merchants',
    {
      config: { access },
      schema: describeRoute({
        summary: 'Merchants, filtered and paginated',
        tags,
        description:
          '`status=pending` is the review queue, oldest application first; other lists show the newest first. ' +
          '`search` matches part of the business name, the business email or the contact email, in any letter case.',
        querystring: objectOf({
          status: { type: 'string', enum: ['pending', 'approved', 'rejected'] },
          search: str('At most 100 characters'),
          ...pageQuery,
        }),
        data: pageOf(merchantDoc),
        failures: { 422: 'A query value that means nothing (unknown status, page 0, ...)' },
      }),
    },
    async (request) =>
      success('Merchants retrieved successfully', await review.list(parseMerchantListParams(request.query))),
  );

  app.get(
    '/admin/merchants/stats/review',
    {
      config: { access },
      schema: describeRoute({
        summary: 'Review figures: counts by status, decisions of the last 7 days, mean review time',
        tags,
        data: objectOf({
          pending: { type: 'integer' },
          approved: { type: 'integer' },
          rejected: { type: 'integer' },
          approved_last_7_days: { type: 'integer' },
          rejected_last_7_days: { type: 'integer' },
          average_review_hours: { type: 'number', nullable: true },
        }),
      }),
    },
    async () => success('Review statistics retrieved successfully', await review.reviewStats()),
  );

  app.get<{ Params: { id: string } }>(
    '/admin/merchants/:id',
    {
      config: { access },
      schema: describeRoute({
        summary: 'One merchant with its documents (signed links, valid 10 minutes) and bank account',
        tags,
        params: idParam,
        data: objectOf({ merchant: merchantDoc }),
        failures: { 404: 'No such merchant' },
      }),
    },
    async (request) =>
      success('Merchant retrieved successfully', { merchant: await review.details(parseId(request.params.id)) }),
  );

  app.post<{ Params: { id: string } }>(
    '/admin/merchants/:id/approve',
    {
      config: { access },
      schema: describeRoute({
        summary: 'Approve a pending merchant and email it',
        tags,
        description: 'Only a pending merchant can be approved; of two admins approving at once, exactly one succeeds.',
        params: idParam,
        data: objectOf({ merchant: merchantDoc }),
        failures: decisionFailures,
      }),
    },
    async (request) => {
      const id = parseId(request.params.id);
      const merchant = await review.approve(id, principalOf(request).user.id);
      return success('Merchant approved successfully!', { merchant });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/admin/merchants/:id/reject',
    {
      config: { access },
      schema: describeRoute({
        summary: 'Reject a pending merchant with a reason, and email the reason',
        tags,
        params: idParam,
        body: rejectMerchantSchema,
        data: objectOf({ merchant: merchantDoc }),
        failures: { ...decisionFailures, 422: 'The reason is missing, blank or longer than 1000 characters' },
      }),
    },
    async (request) => {
      const id = parseId(request.params.id);
      const { rejection_reason } = parseBody(rejectMerchantSchema, request.body);
      const merchant = await review.reject(id, principalOf(request).user.id, rejection_reason);
      return success('Merchant rejected successfully!', { merchant });
    },
  );

  app.post(
    '/admin/merchants/bulk-approve',
    {
      config: { access },
      schema: describeRoute({
        summary: 'Approve several pending merchants at once',
        tags,
        description:
          'Approves those of the given merchants that are still pending (each emailed) and reports the others: ' +
          '`not_pending` (already decided) and `not_found`. At most 100 ids.',
        body: bulkApproveSchema,
        data: objectOf({
          approved: { type: 'array', items: { type: 'integer' } },
          not_pending: { type: 'array', items: { type: 'integer' } },
          not_found: { type: 'array', items: { type: 'integer' } },
        }),
        failures: { 422: 'No ids, more than 100, or ids that are not positive whole numbers' },
      }),
    },
    async (request) => {
      const { merchant_ids } = parseBody(bulkApproveSchema, request.body);
      const result = await review.bulkApprove(merchant_ids, principalOf(request).user.id);
      const message =
        result.approved.length > 0 ? 'Merchants approved successfully!' : 'None of these merchants was pending.';
      return success(message, result);
    },
  );

  app.get(
    '/admin/activity-log',
    {
      config: { access },
      schema: describeRoute({
        summary: 'Who decided what, newest first',
        tags,
        querystring: objectOf(pageQuery),
        data: pageOf(
          objectOf({
            id: { type: 'integer' },
            action: str('merchant.approved or merchant.rejected'),
            actor: objectOf({ id: { type: 'integer' }, name: str() }),
            merchant: objectOf({ id: { type: 'integer' }, business_name: str() }),
            details: { type: 'object', nullable: true },
            created_at: str('ISO 8601'),
          }),
        ),
        failures: { 422: 'A page value that means nothing' },
      }),
    },
    async (request) =>
      success('Activity log retrieved successfully', await review.activityLog(parsePageParams(request.query))),
  );
}
