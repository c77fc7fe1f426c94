// The store front (docs/product/orders.md, "Browsing" and "Opening hours"): what the customer app browses (approved
// merchants near a point, nearest first, open or closed; a merchant's menu of what is in stock, priced after
// discount), and the merchant's own switches: taking orders or paused, and its hours per weekday in Lagos time.
import type { NearbyMerchant, OpeningDay, Page, Store, StoreFront, StoreMenu } from '@oja/shared/contract';
import { minutesOfDay, type NearbyMerchantsQuery, type OpeningHoursPayload, WEEKDAYS } from '@oja/shared/validation';
import type { AppContext } from '../../context';
import type { StoreFrontRow } from '../../db/repositories/store';
import type { MerchantRow } from '../../db/schema';
import { notFound } from '../../errors';
import { page } from '../../http/envelope';
import { DELIVERY_RULES, deliveryFeeKobo, discountKobo, toKobo } from '../orders/pricing';
import { merchantMenu } from '../products/service';
import { availabilityAt, type DayHours, toOpeningDays, type WeekHours } from './hours';

export const MERCHANT_NOT_FOUND = 'Merchant not found';

export function storeService(ctx: AppContext, now: () => Date = () => new Date()) {
  const { repos } = ctx;

  function storeFront(row: StoreFrontRow, hours: WeekHours, at: Date): StoreFront {
    const { merchant } = row;
    const availability = availabilityAt(row.acceptingOrders, hours, at);
    return {
      id: merchant.id,
      business_name: merchant.businessName,
      business_type: merchant.businessType,
      logo: ctx.urls.image(merchant.logoKey),
      address: merchant.pickupAddress,
      latitude: merchant.latitude ?? 0,
      longitude: merchant.longitude ?? 0,
      accepting_orders: availability.acceptingOrders,
      open: availability.open,
      next_open_at: availability.nextOpenAt?.toISOString() ?? null,
      rating: row.rating,
      reviews: row.reviews,
    };
  }

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
    /** Merchants that deliver to the point (within the delivery limit), nearest first, with their fee. */
    async nearby(query: NearbyMerchantsQuery): Promise<Page<NearbyMerchant>> {
      const at = now();
      const point = { latitude: query.latitude, longitude: query.longitude };
      const { rows, total } = await repos.store.nearby(point, DELIVERY_RULES.maxMeters, {
        page: query.page,
        perPage: query.per_page,
      });
      const hours = await repos.store.hoursOf(rows.map((row) => row.merchant.id));
      return page(
        rows.map((row) => {
          const distance = row.distanceM ?? 0;
          return {
            ...storeFront(row, hours.get(row.merchant.id) ?? null, at),
            distance_m: distance,
            delivery_fee_kobo: deliveryFeeKobo(distance),
          };
        }),
        query,
        total,
      );
    },

    /** A merchant's menu: its categories with what is in stock, each price after its discount. */
    async menu(merchantId: number): Promise<StoreMenu> {
      const row = await repos.store.storeFront(merchantId);
      if (row === null) throw notFound(MERCHANT_NOT_FOUND);
      const [hours, products, categories] = await Promise.all([
        repos.store.hours(merchantId),
        merchantMenu(ctx, merchantId),
        repos.menu.listCategories(merchantId),
      ]);
      const inStock = products.filter((product) => product.status === 'in_stock');
      return {
        merchant: { ...storeFront(row, hours, now()), opening_hours: toOpeningDays(hours) },
        categories: categories.flatMap((category) => {
          const items = inStock.filter((product) => product.category_id === category.id);
          if (items.length === 0) return [];
          return [
            {
              id: category.id,
              name: category.name,
              description: category.description,
              image: ctx.urls.image(category.imageKey),
              items: items.map((product) => {
                const price = toKobo(product.price);
                return {
                  id: product.id,
                  name: product.name,
                  description: product.description,
                  image: product.image,
                  price_kobo: price,
                  discount_percent: product.discount,
                  final_price_kobo: price - discountKobo(price, product.discount),
                };
              }),
            },
          ];
        }),
      };
    },

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
