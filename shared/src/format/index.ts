// Public entry of @oja/shared/format.
export { formatDate } from './date';
export { CURRENCY_SYMBOL, formatDiscount, formatPrice } from './money';
export { DEFAULT_PHONE_PREFIX, formatPhone } from './phone';
