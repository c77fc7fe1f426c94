import { render, screen, within } from '@testing-library/react';
import { MOST_ORDERED_MENU, REVIEWS, type StatFigure } from '../data/merchant-figures';
import { formatOrders, MenuItemCard } from './menu-item-card';
import { initials, ReviewCard } from './review-card';
import { filledStars, StarRating } from './star-rating';
import { describeChange, StatCard } from './stat-card';

const revenue: StatFigure = {
  label: 'Total Revenue',
  value: '₦0',
  change: 12,
  trend: 'up',
  good: true,
  icon: 'revenue',
};

describe('StatCard', () => {
  it('names itself by its label and shows the figure and the change', () => {
    render(<StatCard figure={revenue} />);
    const card = screen.getByRole('article', { name: 'Total Revenue' });
    expect(within(card).getByRole('heading', { name: 'Total Revenue', level: 3 })).toBeInTheDocument();
    expect(within(card).getByText('₦0')).toBeInTheDocument();
    expect(within(card).getByText('12%')).toBeInTheDocument();
    // Screen readers hear the change as a sentence, not "arrow 12%".
    expect(within(card).getByText('Up 12% from last week')).toBeInTheDocument();
  });

  it('describes a fall as well as a rise', () => {
    expect(describeChange({ change: 2, trend: 'down' })).toBe('Down 2% from last week');
    expect(describeChange({ change: -3, trend: 'down' })).toBe('Down 3% from last week');
  });
});

describe('MenuItemCard', () => {
  const [top, third] = [MOST_ORDERED_MENU[0], MOST_ORDERED_MENU[2]];

  it('shows name, naira price, orders, rating and the favourite badge', () => {
    if (!top) throw new Error('no menu items');
    render(<MenuItemCard item={top} />);
    const card = screen.getByRole('article', { name: 'Party Jollof Rice & Chicken' });
    expect(within(card).getByRole('heading', { name: 'Party Jollof Rice & Chicken' })).toBeInTheDocument();
    expect(within(card).getByText('₦4,500')).toBeInTheDocument();
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

describe('StarRating', () => {
  it('reads as one phrase and rounds to whole stars within 0-5', () => {
    render(<StarRating rating={4} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(filledStars(4.5)).toBe(5);
    expect(filledStars(4.4)).toBe(4);
    expect(filledStars(7)).toBe(5);
    expect(filledStars(-1)).toBe(0);
    expect(filledStars(Number.NaN)).toBe(0);
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
