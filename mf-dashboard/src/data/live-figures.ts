// The dashboards' real figures, declared once: the query keys and a hook per query. Everything else on the
// dashboards is a placeholder the product calls static, marked "Sample" where it is shown.
import { useQuery } from '@tanstack/react-query';
import { dashboardApi } from './calls';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  merchant: () => [...dashboardKeys.all, 'merchant'] as const,
  review: () => [...dashboardKeys.all, 'review'] as const,
  platform: () => [...dashboardKeys.all, 'platform'] as const,
};

/** The signed-in merchant's application status and its menu's counts. */
export function useMerchantFigures() {
  return useQuery({
    queryKey: dashboardKeys.merchant(),
    queryFn: ({ signal }) => dashboardApi.merchant(undefined, { signal }),
  });
}

/** The admin's review figures: merchants by status, the oldest request waiting, the week's decisions. */
export function useReviewFigures() {
  return useQuery({
    queryKey: dashboardKeys.review(),
    queryFn: ({ signal }) => dashboardApi.review(undefined, { signal }),
  });
}

/** The platform's figures: merchant counts, and its orders, deliveries, revenue and active riders. */
export function usePlatformFigures() {
  return useQuery({
    queryKey: dashboardKeys.platform(),
    queryFn: ({ signal }) => dashboardApi.platform(undefined, { signal }),
  });
}
