// Orders (docs/product/orders.md), a service made of named parts over the same dependencies (deps.ts): reading
// orders (reads.ts), what follows a change (notices.ts: live event, mails, refund), placing one (placement.ts), the
// moves of its life (moves.ts), the moves no person makes (system.ts: the payment provider's word, the sweep), and
// what each caller is answered (answers.ts; the rider's part is the rider module's). The customer, merchant, rider
// and admin routes, the seeded history and the demo simulator all go through these parts.
import type { AppContext } from '../../context';
import { forAdmins, forCustomers, forMerchants } from './answers';
import { type OrdersServiceOptions, orderDeps } from './deps';
import { cancellations, merchantMoves, moveApplier, riderMoves } from './moves';
import { orderNotices } from './notices';
import { orderPlacement } from './placement';
import { orderReads } from './reads';
import { systemMoves } from './system';

/** The parts, built once over the same dependencies. */
export function orderParts(ctx: AppContext, options: OrdersServiceOptions = {}) {
  const deps = orderDeps(ctx, options);
  const reads = orderReads(deps);
  const notices = orderNotices(deps, reads);
  const apply = moveApplier(deps, notices);
  /**
   * The rules themselves: each call applies one change and answers it (with the order's view only when announcing
   * it read one). The routes answer through the callers' parts; the seeded history calls these directly, since
   * nobody reads its answers.
   */
  const moves = {
    ...orderPlacement(deps, notices),
    ...cancellations(apply),
    ...merchantMoves(apply),
    ...riderMoves(deps, apply, notices),
  };
  return { deps, reads, moves, system: systemMoves(deps, apply, notices) };
}

export function ordersService(ctx: AppContext, options: OrdersServiceOptions = {}) {
  const { deps, reads, moves, system } = orderParts(ctx, options);
  return {
    moves,
    ...forCustomers(deps, reads, moves),
    ...forMerchants(reads, moves),
    ...forAdmins(reads, moves),
    ...system,
  };
}

export type OrdersService = ReturnType<typeof ordersService>;

/** Every instance looks for stale orders now and then; the conditional update lets exactly one end each. */
export function startOrderSweeper(ctx: AppContext): () => void {
  const every = ctx.settings.orders.sweepEveryMs;
  if (every <= 0) return () => {};
  const { system } = orderParts(ctx);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    system
      .sweep()
      .then((count) => {
        if (count > 0) ctx.log.info({ count }, 'orders: ended orders nobody answered in time');
      })
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'orders: the sweep failed; the next run tries again'))
      .finally(() => {
        running = false;
      });
  }, every);
  timer.unref();
  return () => clearInterval(timer);
}
