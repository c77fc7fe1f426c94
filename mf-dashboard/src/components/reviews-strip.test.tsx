import { fireEvent, render, screen } from '@testing-library/react';
import { REVIEWS } from '../samples/merchant-figures';
import { ReviewsStrip } from './reviews-strip';

// jsdom does no layout: give the strip and its cards sizes, and record where it is asked to scroll.
const scrollTo = jest.fn();
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'scrollTo', { configurable: true, value: scrollTo });
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => 320 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 700 });
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => 2000 });
});
beforeEach(() => scrollTo.mockClear());

describe('ReviewsStrip', () => {
  it('is a focusable list of every review under the Reviews heading', () => {
    render(<ReviewsStrip reviews={REVIEWS} />);
    expect(screen.getByRole('heading', { name: 'Reviews', level: 2 })).toBeInTheDocument();
    const strip = screen.getByRole('list', { name: 'Customer reviews' });
    expect(strip).toHaveAttribute('tabindex', '0');
    expect(screen.getAllByRole('article')).toHaveLength(REVIEWS.length);
  });

  it('scrolls a card at a time with the arrow keys, and to the ends with Home and End', () => {
    render(<ReviewsStrip reviews={REVIEWS} />);
    const strip = screen.getByRole('list', { name: 'Customer reviews' });
    fireEvent.keyDown(strip, { key: 'ArrowRight' });
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 320 }));
    strip.scrollLeft = 640;
    fireEvent.keyDown(strip, { key: 'ArrowLeft' });
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 320 }));
    fireEvent.keyDown(strip, { key: 'End' });
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 1300 }));
    fireEvent.keyDown(strip, { key: 'Home' });
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 0 }));
    // Other keys keep their meaning (Tab moves on, the page scrolls down).
    scrollTo.mockClear();
    fireEvent.keyDown(strip, { key: 'ArrowDown' });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('has previous and next buttons that know the ends', () => {
    render(<ReviewsStrip reviews={REVIEWS} />);
    // Hidden on phones by a media query, which jsdom (no layout, no wide screen) applies.
    const previous = screen.getByRole('button', { name: 'Previous reviews', hidden: true });
    const next = screen.getByRole('button', { name: 'Next reviews', hidden: true });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
    fireEvent.click(next);
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 320 }));

    const strip = screen.getByRole('list', { name: 'Customer reviews' });
    strip.scrollLeft = 1300;
    fireEvent.scroll(strip);
    expect(previous).toBeEnabled();
    expect(next).toBeDisabled();
  });
});
