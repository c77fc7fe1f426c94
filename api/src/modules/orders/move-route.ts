// What the routes that move an order share (the customer's cancellation, the merchant's answers and its word that
// the order is ready, the rider's steps, the admin's cancellation): each counts against its caller's budget, writes
// nothing a cache holds, and answers the order as it stands after the move.
import type { Order } from '@oja/shared/contract';
import { success } from '../../http/envelope';
import type { RouteLimit } from '../../http/route';

/** A move's budget, and its word that it leaves the caches alone (an order is in none of them). */
export function moveOptions(limits: readonly RouteLimit[]) {
  return { limits, cacheNeutral: true as const };
}

/** A move's handler: `move` makes it, `message` says what happened, the answer is the order. */
export function answerMove<TInput>(message: string, move: (input: TInput) => Promise<Order>) {
  return async (input: TInput) => success(message, { order: await move(input) });
}
