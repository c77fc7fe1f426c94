// The landing page as the shell mounts it at its declared path: every section in the order of the product's
// spec, and the links into the rest of the site.
import { renderPage } from '@oja/harness/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { RIDE_IMAGES } from '../assets';
import remote from '../remote';

// The ride carousel turns live once Swiper has loaded: each test waits for it, so that it settles inside the test.
async function renderLanding() {
  const page = await renderPage(remote, 'LandingPage');
  await waitFor(() => expect(page.container.querySelector('[data-carousel="live"]')).not.toBeNull());
  return page;
}

describe('LandingPage', () => {
  it('renders its sections in order, with the sign-in and sell links', async () => {
    const { container } = await renderLanding();
    const sections = [...container.querySelectorAll('[data-landing-section]')].map((section) =>
      section.getAttribute('data-landing-section'),
    );
    expect(sections.length).toBe(11);
    expect(sections[0]).toBe('hero');
    expect(screen.getAllByRole('link', { name: 'Sign in' })[0]).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('link', { name: /Sell on Oja/ })[0]).toHaveAttribute('href', '/merchant/register');
  });

  it('shows every amount with the N prefix, the currency symbol of the product', async () => {
    const { container } = await renderLanding();
    expect(container.textContent).not.toMatch(/\u20a6/);
    for (const amount of ['N86,400', 'N53,600', 'N18,500']) expect(screen.getByText(amount)).toBeInTheDocument();
  });
});

describe('the ride carousel', () => {
  afterEach(() => jest.useRealTimers());

  it('starts on the second picture and turns to the next every 5 seconds', async () => {
    // The autoplay's timer is Swiper's own setTimeout: the clock is fake from the start so that the test moves it.
    jest.useFakeTimers();
    const { container } = await renderLanding();
    const activeAlt = () => container.querySelector('.swiper-slide-active img')?.getAttribute('alt');
    expect(activeAlt()).toBe(RIDE_IMAGES[1]?.alt);
    act(() => jest.advanceTimersByTime(4_900));
    expect(activeAlt()).toBe(RIDE_IMAGES[1]?.alt);
    act(() => jest.advanceTimersByTime(1_000));
    await waitFor(() => expect(activeAlt()).toBe(RIDE_IMAGES[2]?.alt));
  });
});
