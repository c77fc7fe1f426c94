// What the customer app browses (docs/product/orders.md, "Browsing"): approved merchants near a point, nearest
// first, open or closed; a merchant's menu of what is in stock, priced after discount.
import type { NearbyMerchant, Page, StoreFront, StoreMenu } from '@oja/shared/contract';
import type { NearbyMerchantsQuery } from '@oja/shared/validation';
import type { AppContext } from '../../context';
import type { StoreFrontRow } from '../../db/repositories/store';
import { notFound } from '../../errors';
import { page } from '../../http/envelope';
import { DELIVERY_RULES, deliveryFeeKobo, discountKobo, toKobo } from '../orders/pricing';
import { merchantMenu } from '../products/service';
import { availabilityAt, toOpeningDays, type WeekHours } from './hours';

export const MERCHANT_NOT_FOUND = 'Merchant not found';

export function storeBrowsing(ctx: AppContext, now: () => Date) {
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
  };
}
