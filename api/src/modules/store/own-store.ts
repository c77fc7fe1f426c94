// The approved merchant's own switches (docs/product/orders.md, "Opening hours"): taking orders or paused, and its
// hours per weekday in Lagos time.
import type { OpeningDay, Store } from '@oja/shared/contract';
import { minutesOfDay, type OpeningHoursPayload, WEEKDAYS } from '@oja/shared/validation';
import type { AppContext } from '../../context';
import type { MerchantRow } from '../../db/schema';
import { availabilityAt, type DayHours, toOpeningDays } from './hours';

export function ownStore(ctx: AppContext, now: () => Date) {
  const { repos } = ctx;

  async function storeOf(merchantId: number): Promise<Store> {
    const [accepting, hours] = await Promise.all([
      repos.store.acceptingOrders(merchantId),
      repos.store.hours(merchantId),
    ]);
    const availability = availabilityAt(accepting, hours, now());
    return {
      accepting_orders: availability.acceptingOrders,
      open: availability.open,
      next_open_at: availability.nextOpenAt?.toISOString() ?? null,
      opening_hours: toOpeningDays(hours),
    };
  }

  return {
    store: (merchant: MerchantRow) => storeOf(merchant.id),

    async setAcceptingOrders(merchant: MerchantRow, accepting: boolean): Promise<Store> {
      await repos.store.setAcceptingOrders(merchant.id, accepting, now());
      return storeOf(merchant.id);
    },

    async openingHours(merchant: MerchantRow): Promise<{ days: OpeningDay[] }> {
      return { days: toOpeningDays(await repos.store.hours(merchant.id)) };
    },

    /** The whole week at once, Monday to Sunday; a closed day keeps no hours. */
    async setOpeningHours(merchant: MerchantRow, input: OpeningHoursPayload): Promise<{ days: OpeningDay[] }> {
      const byDay = new Map(input.days.map((day) => [day.weekday, day]));
      const week: DayHours[] = WEEKDAYS.map((weekday) => {
        const day = byDay.get(weekday);
        if (day === undefined || day.closed) return { closed: true, opensAt: 0, closesAt: 1440 };
        return { closed: false, opensAt: minutesOfDay(day.opens_at), closesAt: minutesOfDay(day.closes_at) };
      });
      await repos.transaction((tx) => tx.store.replaceHours(merchant.id, week));
      return { days: toOpeningDays(week) };
    },
  };
}
