// The landing page as the shell mounts it at its declared path: every section in the order of the product's
// spec, and the links into the rest of the site.
import { renderPage } from '@oja/harness/testing';
import { screen } from '@testing-library/react';
import remote from '../remote';

describe('LandingPage', () => {
  it('renders its sections in order, with the sign-in and sell links', async () => {
    const { container } = await renderPage(remote, 'LandingPage');
    const sections = [...container.querySelectorAll('[data-landing-section]')].map((section) =>
      section.getAttribute('data-landing-section'),
    );
    expect(sections.length).toBe(11);
    expect(sections[0]).toBe('hero');
    expect(screen.getAllByRole('link', { name: 'Sign in' })[0]).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('link', { name: /Sell on Oja/ })[0]).toHaveAttribute('href', '/merchant/register');
  });

  it('shows every amount with the N prefix, the currency symbol of the product', async () => {
    const { container } = await renderPage(remote, 'LandingPage');
    expect(container.textContent).not.toMatch(/\u20a6/);
    for (const amount of ['N86,400', 'N53,600', 'N18,500']) expect(screen.getByText(amount)).toBeInTheDocument();
  });
});
