// The one budget every change to a merchant's menu counts against, whether it is a category or a product.
import type { RouteLimit } from '../http/route';
import type { RateLimits } from '../limits/index';

export function menuChangeLimits(rateLimits: Pick<RateLimits, 'menuChanges'>): RouteLimit[] {
  return [{ name: 'menu-changes', rule: rateLimits.menuChanges.perAccount, per: 'account', noun: 'requests' }];
}
