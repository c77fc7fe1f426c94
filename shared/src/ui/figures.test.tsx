import { render, screen, within } from '@testing-library/react';
import { describeChange, filledStars, StarRating, StatCard } from './index';

describe('StatCard', () => {
  it('names itself by its label and shows the figure and the change', () => {
    render(
      <StatCard label="Total Revenue" value="N0" labelAs="h3" change={{ percent: 12, trend: 'up', good: true }} />,
    );
    const card = screen.getByRole('article', { name: 'Total Revenue' });
    expect(within(card).getByRole('heading', { name: 'Total Revenue', level: 3 })).toBeInTheDocument();
    expect(within(card).getByText('N0')).toBeInTheDocument();
    expect(within(card).getByText('12%')).toBeInTheDocument();
    // Screen readers hear the change as a sentence, not "arrow 12%".
    expect(within(card).getByText('Up 12% from last week')).toBeInTheDocument();
  });

  it('describes a fall as well as a rise', () => {
    expect(describeChange({ percent: 2, trend: 'down' })).toBe('Down 2% from last week');
    expect(describeChange({ percent: -3, trend: 'down' })).toBe('Down 3% from last week');
  });

  it('shows no change as neither good nor bad news: no arrow, said as no change', () => {
    render(<StatCard label="Orders Cancelled" value={39} change={{ percent: 0, trend: 'up', good: false }} />);
    const card = screen.getByRole('article', { name: 'Orders Cancelled' });
    expect(within(card).getByText('0%')).toBeInTheDocument();
    expect(within(card).getByText('No change from last week')).toBeInTheDocument();
    expect(card.querySelector('svg')).toBeNull();
  });

  it('keeps a figure on one line, drawn smaller the longer it is, rather than breaking it', () => {
    render(<StatCard label="Total Revenue" value="N2,605,405" />);
    const figure = screen.getByText('N2,605,405');
    expect(getComputedStyle(figure).whiteSpace).toBe('nowrap');
    // Ten characters of about 0.66 em each fill the card's width (100cqi) at 15.2cqi.
    expect(getComputedStyle(figure).fontSize).toBe('min(1.5rem, 15.2cqi)');
  });

  it('writes a count with separators, a dash when it is not available, and a placeholder while loading', () => {
    const { rerender } = render(<StatCard label="Total Merchants" value={1250} />);
    expect(screen.getByRole('article', { name: 'Total Merchants' })).toHaveTextContent('1,250');
    rerender(<StatCard label="Total Merchants" value={null} />);
    expect(screen.getByTitle('Not available')).toHaveTextContent('–');
    rerender(<StatCard label="Total Merchants" value="loading" />);
    expect(screen.getByRole('article', { name: 'Total Merchants' })).not.toHaveTextContent(/\d|–/);
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
