// The dashboard page as a person sees it: the spec's placeholder figures read from the screen, and the real
// charts drawn into their boxes (jsdom has no canvas: jest-canvas-mock gives it a 2D context that accepts drawing).
import 'jest-canvas-mock';
import { clearSession, type SessionUser, sessionStore } from '@oja/shared/session';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { echarts } from '../charts/echarts-core';
import DashboardPage from './dashboard-page';

function signInAs(user: Pick<SessionUser, 'name' | 'user_type'>) {
  sessionStore.setState({
    token: 'token',
    user: { id: 1, email: 'someone@oja.local', ...user },
    persistence: 'session',
  });
}

function renderPage() {
  return render(
    <MemoryRouter>
      <DashboardPage />
    </MemoryRouter>,
  );
}

afterEach(() => act(() => clearSession()));
// Role queries walk the whole page's accessibility tree, which is slow on a busy machine.
jest.setTimeout(30_000);
/** The chart chunk arrives lazily; then echarts draws into the chart's box. */
const chartLoaded = (name: string) =>
  waitFor(
    () => {
      const canvas = document.querySelector(`[data-chart="${name}"] canvas`);
      expect(canvas).not.toBeNull();
      return canvas;
    },
    { timeout: 10_000 },
  );
/** The stat cards of a region: each card's label and the figure under it. */
const statCards = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((label) => [label.textContent, label.nextElementSibling?.textContent]);

describe('the merchant dashboard', () => {
  beforeEach(() => signInAs({ name: 'Nkechi Obi', user_type: 'merchant' }));

  it('has its title, the four stat cards of the spec at zero, and every section', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Merchant Dashboard' })).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Orders and revenue' });
    // Spec: all zero, with placeholder percentages.
    expect(statCards(stats)).toEqual([
      ['Total Orders', '0'],
      ['Orders Delivered', '0'],
      ['Orders Cancelled', '0'],
      ['Total Revenue', '₦0'],
    ]);
    for (const card of within(stats).getAllByRole('article'))
      expect(card).toHaveTextContent(/(Up|Down) \d+% from last week/);
    for (const title of ['Sales Analytics', 'Order Summary', 'Most Ordered Menu', 'Reviews'])
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(await chartLoaded('sales-analytics')).toBeInTheDocument();
    expect(await chartLoaded('order-summary')).toBeInTheDocument();
  });

  it('shows the spec placeholders: Weekly, performance 61%, Delivered 81%, Cancelled 19%', async () => {
    renderPage();
    const sales = screen.getByRole('region', { name: 'Sales Analytics' });
    expect(within(sales).getByRole('button', { name: 'Weekly' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(sales).getByText('Performance').nextElementSibling).toHaveTextContent('61%');
    const legend = screen.getByRole('list', { name: 'Order Summary' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Delivered81%', 'Cancelled19%']);
    // The doughnut echarts drew holds the same shares.
    const canvas = await chartLoaded('order-summary');
    const doughnut = echarts.getInstanceByDom(canvas?.closest('[data-chart] > div') as HTMLElement);
    if (!doughnut) throw new Error('no doughnut');
    const slices = (doughnut.getOption() as { series: { data: { name: string; value: number }[] }[] }).series[0];
    expect(slices?.data.map(({ name, value }) => [name, value])).toEqual([
      ['Delivered', 81],
      ['Cancelled', 19],
    ]);
  });

  it('lists the most ordered dishes, the top one at 352 orders and 5 stars, most ordered first', async () => {
    renderPage();
    const menu = screen.getByRole('region', { name: 'Most Ordered Menu' });
    const dishes = within(menu).getAllByRole('article');
    expect(within(dishes[0] as HTMLElement).getByText('352 orders')).toBeInTheDocument();
    expect(within(dishes[0] as HTMLElement).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    const orders = dishes.map((dish) =>
      Number(
        within(dish)
          .getByText(/ orders?$/)
          .textContent?.replace(/\D/g, ''),
      ),
    );
    expect(orders).toEqual([...orders].sort((a, b) => b - a));
    await chartLoaded('sales-analytics');
  });

  it('shows a scrolling strip of reviews, each with its customer and star rating', async () => {
    renderPage();
    const strip = screen.getByRole('region', { name: 'Reviews' });
    const reviews = within(strip).getAllByRole('article', { name: /^Review by / });
    expect(reviews.length).toBeGreaterThanOrEqual(5);
    for (const review of reviews)
      expect(within(review).getByRole('img', { name: /^Rated [1-5] out of 5$/ })).toBeVisible();
    await chartLoaded('sales-analytics');
  });

  it('gives the sales chart a text alternative: a table of the week', async () => {
    renderPage();
    const table = screen.getByRole('table', { name: 'Sales by day this week, in naira' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(rows[1]).toHaveTextContent('Monday₦48,500');
    await chartLoaded('sales-analytics');
  });

  it('reserves each chart its height before the chart code arrives', () => {
    renderPage();
    const frames = document.querySelectorAll('[data-chart-frame]');
    expect(frames).toHaveLength(2);
    for (const frame of frames) expect(Number.parseFloat(getComputedStyle(frame).height)).toBeGreaterThan(100);
  });
});

describe('the admin dashboard', () => {
  beforeEach(() => signInAs({ name: 'Ngozi Adebayo', user_type: 'admin' }));

  it('welcomes the admin by name above four stat cards', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Ngozi Adebayo')).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Platform activity' });
    expect(statCards(stats)).toEqual([
      ['Total Orders', '0'],
      ['Packages Delivered', '0'],
      ['Active Riders', '0'],
      ['Total Revenue', '₦0'],
    ]);
    expect(screen.queryByRole('heading', { name: 'Sales Analytics' })).not.toBeInTheDocument();
  });

  it('leads to the merchant requests', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Go to Merchants Mgt' })).toHaveAttribute('href', '/dashboard/merchants');
  });

  it('still welcomes an admin whose name is missing', () => {
    signInAs({ name: '  ', user_type: 'admin' });
    renderPage();
    expect(screen.getByText('Welcome back')).toBeInTheDocument();
  });
});
