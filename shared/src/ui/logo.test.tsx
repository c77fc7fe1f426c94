import { render, screen } from '@testing-library/react';
import { Logo } from './logo';

describe('Logo', () => {
  it('is an image named Oja, wordmark included by default', () => {
    render(<Logo />);
    const logo = screen.getByRole('img', { name: 'Oja' });
    expect(logo).toHaveAttribute('viewBox', '0 0 108 40');
    expect(logo).toHaveAttribute('height', '32');
  });

  it('draws the mark alone, at the height asked, keeping its proportions', () => {
    render(<Logo variant="mark" height={24} title="Oja home" />);
    const logo = screen.getByRole('img', { name: 'Oja home' });
    expect(logo).toHaveAttribute('viewBox', '0 0 40 40');
    expect(logo).toHaveAttribute('width', '24');
  });
});
