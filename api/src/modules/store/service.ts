// The store front, one file per side: what the customer app browses (browsing.ts), and the merchant's own switch and
// hours (own-store.ts).
import type { AppContext } from '../../context';
import { storeBrowsing } from './browsing';
import { ownStore } from './own-store';

export function storeService(ctx: AppContext, now: () => Date = () => new Date()) {
  return { ...storeBrowsing(ctx, now), ...ownStore(ctx, now) };
}
