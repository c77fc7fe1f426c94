// The merchant dashboard's sample figures, shown (each card and chart marked "Sample") until the merchant has orders of
// its own (lib/order-figures.ts turns those into the same shapes). docs/product/constants.md fixes some of them exactly
// (performance 61%, rating 5 stars, orders 352, doughnut 81% delivered / 19% cancelled); the rest are samples chosen to
// read like a busy Lagos kitchen. Everything here is data, so the components stay plain renderers and the tests can
// check the spec's figures in one place.

import { formatPrice } from '@oja/shared/format';
import type { MenuItemFigure, OrderShare, ReviewFigure, SalesPoint, StatFigure } from '../lib/figures';

/** Four stat cards, all zero with placeholder percentages (docs/product/screens.md, Dashboard). */
export const MERCHANT_STATS: readonly StatFigure[] = [
  { label: 'Total Orders', value: '0', change: 4, trend: 'up', good: true, icon: 'orders' },
  { label: 'Orders Delivered', value: '0', change: 4, trend: 'up', good: true, icon: 'delivered' },
  { label: 'Orders Cancelled', value: '0', change: 2, trend: 'down', good: true, icon: 'cancelled' },
  { label: 'Total Revenue', value: formatPrice(0), change: 12, trend: 'up', good: true, icon: 'revenue' },
];

/** The Sales Analytics chart's one period (spec: a Weekly period button). */
export const WEEKLY_SALES: readonly SalesPoint[] = [
  { day: 'Mon', dayName: 'Monday', amount: 48_500 },
  { day: 'Tue', dayName: 'Tuesday', amount: 62_000 },
  { day: 'Wed', dayName: 'Wednesday', amount: 55_800 },
  { day: 'Thu', dayName: 'Thursday', amount: 71_200 },
  { day: 'Fri', dayName: 'Friday', amount: 86_400 },
  { day: 'Sat', dayName: 'Saturday', amount: 112_300 },
  { day: 'Sun', dayName: 'Sunday', amount: 97_600 },
];

/** Sample figure (docs/product/constants.md): performance 61%. */
export const PERFORMANCE_PERCENT = 61;

/** The Order Summary doughnut, Delivered 81%, Cancelled 19% (docs/product/screens.md and constants.md). */
export const ORDER_SUMMARY: readonly OrderShare[] = [
  { name: 'Delivered', percent: 81 },
  { name: 'Cancelled', percent: 19 },
];

/**
 * Most Ordered Menu, most ordered first. Sample figures (docs/product/constants.md): orders 352 (the top dish) and a
 * 5-star rating.
 */
export const MOST_ORDERED_MENU: readonly MenuItemFigure[] = [
  {
    id: 'jollof',
    name: 'Party Jollof Rice & Chicken',
    price: '4500.00',
    orders: 352,
    rating: 5,
    favourite: true,
    art: 'jollof',
  },
  {
    id: 'egusi',
    name: 'Pounded Yam & Egusi Soup',
    price: '5200.00',
    orders: 318,
    rating: 5,
    favourite: true,
    art: 'egusi',
  },
  {
    id: 'suya',
    name: 'Beef Suya (Full Stick)',
    price: '3000.00',
    orders: 276,
    rating: 5,
    favourite: false,
    art: 'suya',
  },
  {
    id: 'ofada',
    name: 'Ofada Rice & Ayamase',
    price: '4800.00',
    orders: 243,
    rating: 5,
    favourite: false,
    art: 'ofada',
  },
];

export const REVIEWS: readonly ReviewFigure[] = [
  {
    id: 'r1',
    customer: 'Adaeze Okafor',
    area: 'Lekki Phase 1',
    rating: 5,
    dish: 'Party Jollof Rice & Chicken',
    text: 'Smoky party jollof, exactly like an owambe. The chicken was well peppered and still hot when the rider arrived.',
    date: '2026-11-20',
  },
  {
    id: 'r2',
    customer: 'Tunde Bakare',
    area: 'Surulere',
    rating: 5,
    dish: 'Pounded Yam & Egusi Soup',
    text: 'The pounded yam was smooth with no lumps and the egusi had plenty of assorted meat. My go-to Friday lunch.',
    date: '2026-11-19',
  },
  {
    id: 'r3',
    customer: 'Halima Sani',
    area: 'Wuse 2, Abuja',
    rating: 4,
    dish: 'Beef Suya (Full Stick)',
    text: 'Proper yaji and fresh onions on the side. I would like a little more pepper next time, but it was delicious.',
    date: '2026-11-18',
  },
  {
    id: 'r4',
    customer: 'Emeka Nwosu',
    area: 'Yaba',
    rating: 5,
    dish: 'Ofada Rice & Ayamase',
    text: 'Ayamase with real designer stew flavour and the ofada came wrapped in leaves. Delivery took 25 minutes.',
    date: '2026-11-17',
  },
  {
    id: 'r5',
    customer: 'Funmilayo Adeyemi',
    area: 'Ikeja GRA',
    rating: 5,
    dish: 'Party Jollof Rice & Chicken',
    text: 'Ordered for the office and everyone asked where it came from. Portions were generous and nicely packed.',
    date: '2026-11-15',
  },
  {
    id: 'r6',
    customer: 'Ibrahim Musa',
    area: 'Victoria Island',
    rating: 4,
    dish: 'Pounded Yam & Egusi Soup',
    text: 'Tasty soup and quick delivery. The rider called ahead and found my gate without stress.',
    date: '2026-11-14',
  },
];
