// The merchant dashboard preview beside "Sell and ship": sample figures and orders, said to be so on the page.
import { formatPrice } from '@oja/shared/format';

export const SAMPLE_DAY_FIGURES = [
  { label: 'Orders today', value: '24' },
  { label: 'Revenue today', value: formatPrice(86_400) },
] as const;

export const SAMPLE_ORDERS = [
  { id: '#1042', item: 'Jollof rice and chicken', status: 'Rider assigned' },
  { id: '#1041', item: 'Pepper soup (2)', status: 'Delivered' },
  { id: '#1040', item: 'Fried plantain, large', status: 'Delivered' },
] as const;
