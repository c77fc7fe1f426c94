// The dashboards' real figures, answered with sample data for testers with no API (the harness's mock mode, its
// browser tests and the page tests), as the API answers them: the merchant's application and menu counts for the
// signed-in merchant, the review figures for the admin, and the API's refusal of anyone else. The harness adds its
// own sign-in and failure switch.
import { defineMockApi, MOCK_USERS, mockTokenOf, ok, refusalUnless } from '@oja/harness/mock-api';
import type { MerchantDashboard, ReviewStats } from '@oja/shared/api';

/** The sample merchant's menu: two categories, five items, one of them out of stock. */
export const MOCK_MENU_FIGURES = { categories: 2, products: 5, out_of_stock: 1 } as const;

export default defineMockApi(() => ({
  'GET /merchant/dashboard': (request) => {
    const merchantUsers = [MOCK_USERS.merchant, MOCK_USERS['pending-merchant']];
    const refused = refusalUnless(request, ...merchantUsers);
    if (refused) return refused;
    const user = merchantUsers.find((candidate) => request.token === mockTokenOf(candidate));
    const merchant = user?.merchant;
    const approved = merchant?.verification_status === 'approved';
    const figures: MerchantDashboard = {
      verification_status: merchant?.verification_status ?? 'pending',
      reviewed_at: merchant?.reviewed_at ?? null,
      ...(approved ? MOCK_MENU_FIGURES : { categories: 0, products: 0, out_of_stock: 0 }),
    };
    return ok(figures, 'Dashboard retrieved successfully');
  },
  'GET /admin/merchants/stats/review': (request) => {
    const refused = refusalUnless(request, MOCK_USERS.admin);
    if (refused) return refused;
    const stats: ReviewStats = {
      pending: 3,
      approved: 1,
      rejected: 1,
      suspended: 1,
      approved_last_7_days: 1,
      rejected_last_7_days: 1,
      average_review_hours: 26.5,
      // Three days before the mock answers, so the age it shows stays the same whatever the date.
      oldest_pending_at: new Date(Date.now() - 3 * 24 * 3_600_000).toISOString(),
    };
    return ok(stats, 'Review statistics retrieved successfully');
  },
  // The sample platform has no order yet: the Platform activity cards stay the spec's samples.
  'GET /admin/dashboard': (request) =>
    refusalUnless(request, MOCK_USERS.admin) ??
    ok(
      { statistics: { total_merchants: 6, approved_merchants: 1, pending_merchants: 3, rejected_merchants: 1 } },
      'Dashboard retrieved successfully',
    ),
}));
