// Money in naira (docs/product/rules.md, "Formatting"): the product's currency symbol, N, before the amount,
// thousands separators, kobo only when there are any ("N12,500", "N1,250.50"). Every amount on every page comes from
// here. The API sends prices as exact decimal text ("2500.00").
export const CURRENCY_SYMBOL = 'N';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const withKobo = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatPrice(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) return '';
  const sign = amount < 0 ? '-' : '';
  const absolute = Math.abs(amount);
  const hasKobo = Math.round(absolute * 100) % 100 !== 0;
  return `${sign}${CURRENCY_SYMBOL}${(hasKobo ? withKobo : whole).format(absolute)}`;
}

/** An amount in thousands where room is short (a chart's axis): "N48.5k", "N112k"; below a thousand, in full. */
export function formatPriceShort(amount: number): string {
  if (Math.abs(amount) < 1000) return formatPrice(amount);
  const thousands = amount / 1000;
  const shown = Number.isInteger(thousands) ? String(thousands) : thousands.toFixed(1).replace(/\.0$/, '');
  return `${CURRENCY_SYMBOL}${shown}k`;
}

/** A discount in whole percent: "15%". */
export function formatDiscount(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '0%';
  const percent = Number(value);
  return Number.isFinite(percent) ? `${percent}%` : '0%';
}

/** An amount in kobo, as the orders API sends money (whole numbers): `formatKobo(125050)` is "N1,250.50". */
export function formatKobo(kobo: number | null | undefined): string {
  if (kobo === null || kobo === undefined || !Number.isFinite(kobo)) return '';
  return formatPrice(kobo / 100);
}

/**
 * The price after a whole-percent discount, as the orders API charges it: in kobo, the discount rounded half up to
 * the kobo. Null when the price is not an amount.
 */
export function discountedKobo(price: string | number, percent: string | number): number | null {
  const kobo = Math.round(Number(price) * 100);
  const off = Number(percent);
  if (!Number.isFinite(kobo) || !Number.isFinite(off)) return null;
  return kobo - discountKobo(kobo, off);
}

/** A whole-percent discount of a price in kobo, rounded half up to the kobo: the one rule the API prices orders by. */
export function discountKobo(priceKobo: number, percent: number): number {
  return Math.floor((priceKobo * percent + 50) / 100);
}
