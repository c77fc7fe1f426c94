// Public entry of @oja/shared/format.
export { maskAccountNumber } from './account';
export { formatDate, formatDateTime } from './date';
export {
  CURRENCY_SYMBOL,
  discountedKobo,
  discountKobo,
  formatDiscount,
  formatKobo,
  formatPrice,
  formatPriceShort,
} from './money';
export { DEFAULT_PHONE_PREFIX, formatPhone } from './phone';
