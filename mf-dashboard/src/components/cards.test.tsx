import { render, screen, within } from '@testing-library/react';
import { MOST_ORDERED_MENU, REVIEWS } from '../samples/merchant-figures';
import { formatOrders, MenuItemCard } from './menu-item-card';
import { initials, ReviewCard } from './review-card';

describe('MenuItemCard', () => {
  const [top, third] = [MOST_ORDERED_MENU[0], MOST_ORDERED_MENU[2]];

  it('shows name, naira price, orders, rating and the favourite badge', () => {
    if (!top) throw new Error('no menu items');
    render(<MenuItemCard item={top} />);
    const card = screen.getByRole('article', { name: 'Party Jollof Rice & Chicken' });
    expect(within(card).getByRole('heading', { name: 'Party Jollof Rice & Chicken' })).toBeInTheDocument();
    expect(within(card).getByText('N4,500')).toBeInTheDocument();
    expect(within(card).getByText('352 orders')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(card).getByText('Favourite')).toBeInTheDocument();
  });

  it('has no favourite badge on a dish that is not one', () => {
    if (!third) throw new Error('no menu items');
    render(<MenuItemCard item={third} />);
    expect(screen.queryByText('Favourite')).not.toBeInTheDocument();
  });

  it('counts orders in words', () => {
    expect(formatOrders(1)).toBe('1 order');
    expect(formatOrders(352)).toBe('352 orders');
    expect(formatOrders(1250)).toBe('1,250 orders');
  });
});

describe('ReviewCard', () => {
  it('shows the customer, the date, the rating and the words', () => {
    const review = REVIEWS[0];
    if (!review) throw new Error('no reviews');
    render(<ReviewCard review={review} />);
    const card = screen.getByRole('article', { name: 'Review by Adaeze Okafor' });
    expect(within(card).getByText('AO')).toBeInTheDocument();
    expect(within(card).getByText('Nov 20, 2026')).toHaveAttribute('datetime', '2026-11-20');
    expect(within(card).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(card).getByText(/Smoky party jollof/)).toBeInTheDocument();
  });

  it('makes initials from the first and last names', () => {
    expect(initials('Adaeze Okafor')).toBe('AO');
    expect(initials('  funmilayo   ada adeyemi ')).toBe('FA');
    expect(initials('Halima')).toBe('H');
    expect(initials('')).toBe('');
  });
});
