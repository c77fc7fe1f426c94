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
