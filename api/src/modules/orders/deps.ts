// What every part of the orders service is built over: the application's services, and how this one instance of
// the service runs (its clock, whether it tells anyone, whether placements count against the customer's allowance).
import type { AppContext } from '../../context';

export interface OrdersServiceOptions {
  /** The clock (the seeded history runs the service eight weeks back). */
  now?: () => Date;
  /** Mail and live events after each change; off for the seeded history, which nobody is waiting for. */
  notify?: boolean;
  /** Count new orders against the customer's allowance; off for the seeded history (weeks in one go). */
  rateLimited?: boolean;
}

export interface OrderDeps {
  ctx: AppContext;
  now: () => Date;
  notify: boolean;
  rateLimited: boolean;
}

export function orderDeps(ctx: AppContext, options: OrdersServiceOptions = {}): OrderDeps {
  return {
    ctx,
    now: options.now ?? (() => new Date()),
    notify: options.notify ?? true,
    rateLimited: options.rateLimited ?? true,
  };
}
