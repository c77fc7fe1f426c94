// The shapes of the figures the dashboards draw: the product's samples (samples/) and the API's own figures
// (order-figures.ts) both come in these, so the cards and charts draw either alike.
import type { StatCardProps } from '@oja/shared/ui';

/** Which way a percentage points; "up" is good news for every card but Orders Cancelled. */
export type Trend = 'up' | 'down';

export type StatIcon =
  | 'orders'
  | 'delivered'
  | 'cancelled'
  | 'revenue'
  | 'merchants'
  | 'riders'
  | 'packages'
  | 'status'
  | 'categories'
  | 'stock'
  | 'clock';

export interface StatFigure {
  label: string;
  /** The figure as shown: a count, or a naira amount already formatted. */
  value: string;
  /** The placeholder change, a whole percent. */
  change: number;
  trend: Trend;
  /** Whether this trend is good news (a rise in cancellations is not). */
  good: boolean;
  icon: StatIcon;
}

/** A card's figure: a placeholder (`StatFigure`, with its placeholder change) or a real one, which has no change. */
export type GridFigure = Pick<StatFigure, 'label' | 'icon'> & { value: StatCardProps['value'] } & Partial<
    Pick<StatFigure, 'change' | 'trend' | 'good'>
  >;

export interface SalesPoint {
  /** Short day name on the axis. */
  day: string;
  /** The day's full name, for the screen-reader table. */
  dayName: string;
  /** Sales in naira. */
  amount: number;
}

export interface OrderShare {
  name: 'Delivered' | 'Cancelled';
  percent: number;
}

export type DishArt = 'jollof' | 'egusi' | 'suya' | 'ofada';

export interface MenuItemFigure {
  id: string;
  name: string;
  /** Naira, as the API would send a price (exact decimal text). */
  price: string;
  orders: number;
  /** Out of five. */
  rating: number;
  favourite: boolean;
  art: DishArt;
}

export interface ReviewFigure {
  id: string;
  customer: string;
  /** Area of Lagos or Abuja, so the names read as real customers. */
  area: string;
  rating: number;
  dish: string;
  text: string;
  /** ISO date of the review. */
  date: string;
}
