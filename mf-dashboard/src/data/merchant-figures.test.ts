// The spec's placeholder figures (sections 2 and 9) must read exactly as the spec gives them.
import { ADMIN_STATS } from './admin-figures';
import { MERCHANT_STATS, MOST_ORDERED_MENU, ORDER_SUMMARY, PERFORMANCE_PERCENT, REVIEWS } from './merchant-figures';

describe('the merchant dashboard placeholders', () => {
  it('has the four stat cards of the spec, all zero', () => {
    expect(MERCHANT_STATS.map((stat) => stat.label)).toEqual([
      'Total Orders',
      'Orders Delivered',
      'Orders Cancelled',
      'Total Revenue',
    ]);
    expect(MERCHANT_STATS.map((stat) => stat.value)).toEqual(['0', '0', '0', '₦0']);
    for (const stat of MERCHANT_STATS) expect(Number.isInteger(stat.change)).toBe(true);
  });

  it('has the doughnut at 81% delivered and 19% cancelled, and performance at 61%', () => {
    expect(ORDER_SUMMARY).toEqual([
      { name: 'Delivered', percent: 81 },
      { name: 'Cancelled', percent: 19 },
    ]);
    expect(PERFORMANCE_PERCENT).toBe(61);
  });

  it('puts the most ordered dish first, at 352 orders and 5 stars', () => {
    expect(MOST_ORDERED_MENU[0]).toMatchObject({ orders: 352, rating: 5 });
    const orders = MOST_ORDERED_MENU.map((item) => item.orders);
    expect(orders).toEqual([...orders].sort((a, b) => b - a));
    for (const item of MOST_ORDERED_MENU) expect(item.price).toMatch(/^\d+\.\d{2}$/);
  });

  it('has enough reviews for the strip to scroll, each with a rating from 1 to 5', () => {
    expect(REVIEWS.length).toBeGreaterThanOrEqual(5);
    for (const review of REVIEWS) {
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(Number.isNaN(Date.parse(review.date))).toBe(false);
    }
    expect(new Set(REVIEWS.map((review) => review.id)).size).toBe(REVIEWS.length);
  });
});

describe('the admin dashboard placeholders', () => {
  it('has four static stat cards', () => {
    expect(ADMIN_STATS).toHaveLength(4);
    expect(new Set(ADMIN_STATS.map((stat) => stat.label)).size).toBe(4);
  });
});
