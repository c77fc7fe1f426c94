// The admin dashboard's four sample stat cards (docs/product/screens.md, Dashboard: a welcome line and four sample stat
// cards): zero with placeholder percentages, like the merchant's, marked "Sample" until the platform has orders (then
// lib/order-figures.ts's platformStats shows its own). The merchant counts (total and approved merchants,
// GET /admin/dashboard) belong to Merchants Mgt, where they are live.
import { formatPrice } from '@oja/shared/format';
import type { StatFigure } from '../lib/figures';

export const ADMIN_STATS: readonly StatFigure[] = [
  { label: 'Total Orders', value: '0', change: 4, trend: 'up', good: true, icon: 'orders' },
  { label: 'Packages Delivered', value: '0', change: 4, trend: 'up', good: true, icon: 'packages' },
  { label: 'Active Riders', value: '0', change: 2, trend: 'up', good: true, icon: 'riders' },
  { label: 'Total Revenue', value: formatPrice(0), change: 12, trend: 'up', good: true, icon: 'revenue' },
];
