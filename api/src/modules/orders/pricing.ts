// What an order costs (docs/product/orders.md, "Prices and the delivery fee"): every figure in kobo, whole
// numbers, computed here from the menu and the two points, never read from the client.
import { discountKobo } from '@oja/shared/format';

/** The delivery fee: a base that covers the first kilometres, then a price per started kilometre, up to a limit. */
export const DELIVERY_RULES = {
  baseKobo: 60_000,
  includedMeters: 2_000,
  perKmKobo: 15_000,
  maxMeters: 20_000,
} as const;

const EARTH_RADIUS_M = 6_371_008.8;

export interface Point {
  latitude: number;
  longitude: number;
}

/** Straight-line (great-circle) distance in whole metres. */
export function distanceMeters(a: Point, b: Point): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h))));
}

/** N600 for the first 2 km, then N150 for each kilometre or part of one. */
export function deliveryFeeKobo(distanceM: number): number {
  const extraKm = Math.ceil(Math.max(0, distanceM - DELIVERY_RULES.includedMeters) / 1_000);
  return DELIVERY_RULES.baseKobo + extraKm * DELIVERY_RULES.perKmKobo;
}

export function isDeliverable(distanceM: number): boolean {
  return distanceM <= DELIVERY_RULES.maxMeters;
}

/** An exact decimal of naira as the database keeps it ("4500.00", "12.5") in kobo, without a float in between. */
export function toKobo(naira: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(naira.trim());
  if (match === null) throw new Error(`not a price: ${naira}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A whole-percent discount of a price, rounded half up to the kobo: the rule the browser shows prices by too. */
export { discountKobo };

export interface PricedLine {
  productId: number;
  name: string;
  unitPriceKobo: number;
  discountPercent: number;
  unitDiscountKobo: number;
  quantity: number;
  lineTotalKobo: number;
  note: string | null;
}

export interface OrderTotals {
  subtotalKobo: number;
  discountKobo: number;
  deliveryFeeKobo: number;
  totalKobo: number;
}

export function priceLine(
  product: { id: number; name: string; priceKobo: number; discountPercent: number },
  quantity: number,
  note: string | null,
): PricedLine {
  const unitDiscountKobo = discountKobo(product.priceKobo, product.discountPercent);
  return {
    productId: product.id,
    name: product.name,
    unitPriceKobo: product.priceKobo,
    discountPercent: product.discountPercent,
    unitDiscountKobo,
    quantity,
    lineTotalKobo: (product.priceKobo - unitDiscountKobo) * quantity,
    note,
  };
}

export function totalsOf(lines: readonly PricedLine[], deliveryFee: number): OrderTotals {
  const subtotalKobo = lines.reduce((sum, line) => sum + line.unitPriceKobo * line.quantity, 0);
  const discount = lines.reduce((sum, line) => sum + line.unitDiscountKobo * line.quantity, 0);
  return {
    subtotalKobo,
    discountKobo: discount,
    deliveryFeeKobo: deliveryFee,
    totalKobo: subtotalKobo - discount + deliveryFee,
  };
}

/** `OJA-000123`: what people read; the digits are the order's id. */
export function orderNumber(id: number): string {
  return `OJA-${String(id).padStart(6, '0')}`;
}
