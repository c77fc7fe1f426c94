// How an order reads on Order Mgt: pure functions, unit-tested. Times are Lagos time (where every Oja merchant is).
import type { Order } from '@oja/shared/contract';

const LAGOS = 'Africa/Lagos';
const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: LAGOS });
const dayAndClock = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: LAGOS,
});

/** "12:45 PM", Lagos time. */
export const timeOf = (iso: string) => clock.format(new Date(iso));
/** "Nov 26, 12:45 PM", Lagos time. */
export const dayTimeOf = (iso: string) => dayAndClock.format(new Date(iso));

/** "just now", "4 min ago", "1 h 05 min ago". */
export function sinceText(iso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  return `${hours} h ${String(minutes % 60).padStart(2, '0')} min ago`;
}

/** The customer's first name only: the merchant needs no more to call out an order. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/**
 * The area an order goes to, without the street and house number: "Lekki Phase 1, Lagos" of "12 Admiralty Road,
 * Lekki Phase 1, Lagos". An address of fewer parts is shown as it is.
 */
export function deliveryArea(address: string): string {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length >= 3 ? parts.slice(1).join(', ') : parts.join(', ');
}

/** "2 × Jollof Rice, 1 × Chapman". */
export const itemsSummary = (order: Pick<Order, 'items'>) =>
  order.items.map((item) => `${item.quantity} × ${item.name}`).join(', ');

export const itemCount = (order: Pick<Order, 'items'>) => order.items.reduce((sum, item) => sum + item.quantity, 0);

/** "Cash on delivery", "Card, paid", "Card, refunded". */
export function paymentText(payment: Order['payment']): string {
  if (payment.method === 'cash') return payment.status === 'paid' ? 'Cash, paid' : 'Cash on delivery';
  return `Card, ${payment.status === 'pending' ? 'awaiting payment' : payment.status}`;
}

/** When the order was placed (when the merchant could first see it). */
export const placedAt = (order: Pick<Order, 'placed_at' | 'created_at'>) => order.placed_at ?? order.created_at;
