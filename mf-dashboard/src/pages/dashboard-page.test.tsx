// The dashboard page as a person sees it, mounted as the shell mounts it with its calls answered by this remote's
// mock API: the real figures (the merchant's application and menu, the admin's review figures), the spec's
// placeholder figures each marked "Sample", and the real charts drawn into their boxes by echarts (jsdom has no
// canvas: jest-canvas-mock gives it a 2D context that accepts drawing).
import 'jest-canvas-mock';
import { MOCK_USERS, mockTokenOf, ok } from '@oja/harness/mock-api';
import { type MockedApi, mockApi, renderPage as renderRemotePage } from '@oja/harness/testing';
import type { MerchantDashboard, User } from '@oja/shared/api';
import { clearSession, signIn } from '@oja/shared/session';
import { act, screen, waitFor, within } from '@testing-library/react';
import { giveBoxesASize } from '../components/charts/sized-boxes';
import { echarts } from '../lib/charts/echarts';
import createMockApi, { MOCK_MENU_FIGURES } from '../mocks/api';
import remote from '../remote';

let api: MockedApi | undefined;
afterEach(() => api?.restore());

function signInAs(user: User, name = user.name) {
  signIn(mockTokenOf(user), { ...user, name }, { remember: false });
}

async function renderPage(figures?: MerchantDashboard) {
  const routes = createMockApi();
  api = await mockApi(
    figures ? { ...routes, 'GET /merchant/dashboard': () => ok(figures, 'Dashboard retrieved successfully') } : routes,
  );
  const result = await renderRemotePage(remote, 'DashboardPage');
  // The placeholders wait for the real figures (they decide between them and the first-run checklist).
  await screen.findByRole('heading', { level: 1 });
  return result;
}

afterEach(() => act(() => clearSession()));
// The charts' boxes, as a phone would lay them out.
giveBoxesASize(358, 260);
// Role queries walk the whole page's accessibility tree, which is slow on a busy machine.
jest.setTimeout(30_000);
/** The chart chunk arrives lazily, after the cards' first frame; then echarts draws into the chart's box. */
const chartLoaded = (name: string) =>
  waitFor(
    () => {
      const canvas = document.querySelector(`[data-chart="${name}"] canvas`);
      expect(canvas).not.toBeNull();
      return canvas;
    },
    { timeout: 10_000 },
  );
/** What echarts drew in a chart's box, once it has: the series of its option. */
const drawnSeries = (name: string) =>
  waitFor(
    () => {
      const host = document.querySelector<HTMLElement>(`[data-chart="${name}"] .echarts-for-react`);
      const series = host ? (echarts.getInstanceByDom(host)?.getOption() as { series?: unknown[] } | undefined) : null;
      expect(series?.series).toBeDefined();
      return series?.series as { type: string; data: { name: string; value: number }[] }[];
    },
    { timeout: 10_000 },
  );
/** The stat cards of a region: each card's label and the figure under it. */
const statCards = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((label) => [label.textContent, label.parentElement?.nextElementSibling?.textContent]);

describe('the merchant dashboard', () => {
  beforeEach(() => signInAs(MOCK_USERS.merchant, 'Nkechi Obi'));

  it("shows the merchant's real figures: its application's status and its menu's counts", async () => {
    await renderPage();
    const figures = await screen.findByRole('region', { name: 'Your business' });
    await waitFor(() =>
      expect(statCards(figures)).toEqual([
        ['Application', 'Approved'],
        ['Categories', String(MOCK_MENU_FIGURES.categories)],
        ['Products', String(MOCK_MENU_FIGURES.products)],
        ['Out of stock', String(MOCK_MENU_FIGURES.out_of_stock)],
      ]),
    );
    expect(within(figures).queryByText('Sample')).not.toBeInTheDocument();
    expect(api?.calls).toContain('GET /merchant/dashboard');
    await chartLoaded('sales-analytics');
  });

  it('shows a merchant with orders its own figures, unmarked: cards, week, shares, dishes, reviews', async () => {
    const week = (orders: number, revenue: number) => ({
      from: '2026-11-23T00:00:00.000Z',
      to: '2026-11-26T12:00:00.000Z',
      orders,
      delivered: orders,
      cancelled: 0,
      rejected: 0,
      revenue_kobo: revenue,
    });
    const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
    await renderPage({
      verification_status: 'approved',
      reviewed_at: null,
      ...MOCK_MENU_FIGURES,
      orders: {
        orders: 12,
        delivered: 9,
        cancelled: 2,
        rejected: 1,
        revenue_kobo: 4_560_000,
        this_week: week(5, 1_250_000),
        previous_week: week(4, 1_000_000),
        change: { orders: 25, delivered: 25, cancelled: null, revenue: -12.5 },
        sales_per_day: days.map((weekday, index) => ({
          date: `2026-11-${23 + index}`,
          weekday,
          orders: index,
          revenue_kobo: index * 100_000,
        })),
        most_ordered: [
          { product_id: 4, name: 'Sample Efo Riro', image: null, price_kobo: 250_000, orders: 7, quantity: 9 },
        ],
        reviews: {
          average_rating: 4.6,
          count: 1,
          latest: [
            {
              order_id: 31,
              order_number: 'OJA-000031',
              customer_name: 'Bisi Sample',
              rating: 5,
              comment: 'Hot and on time.',
              created_at: '2026-11-25T12:00:00.000Z',
            },
          ],
        },
      },
    });
    const stats = await screen.findByRole('region', { name: 'Orders and revenue' });
    expect(statCards(stats)).toEqual([
      ['Total Orders', expect.stringContaining('12')],
      ['Orders Delivered', expect.stringContaining('9')],
      ['Orders Cancelled', expect.stringContaining('3')],
      ['Total Revenue', expect.stringContaining('N45,600')],
    ]);
    expect(within(stats).queryByText('Sample')).not.toBeInTheDocument();
    for (const title of ['Sales Analytics', 'Order Summary', 'Most Ordered Menu', 'Reviews'])
      expect(within(screen.getByRole('region', { name: title })).queryByText('Sample')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Sample Efo Riro' })).toHaveTextContent('N2,500');
    expect(screen.getByRole('article', { name: 'Review by Bisi' })).toHaveTextContent('Hot and on time.');
    // Delivered 9 of the 12 finished (9 delivered, 3 cancelled or rejected).
    expect(screen.getByRole('region', { name: 'Order Summary' })).toHaveTextContent('75%');
    await chartLoaded('sales-analytics');
  });

  it('marks every placeholder card and chart "Sample"', async () => {
    await renderPage();
    const stats = await screen.findByRole('region', { name: 'Orders and revenue' });
    for (const card of within(stats).getAllByRole('article')) expect(within(card).getByText('Sample')).toBeVisible();
    for (const title of ['Sales Analytics', 'Order Summary', 'Most Ordered Menu', 'Reviews'])
      expect(within(screen.getByRole('region', { name: title })).getAllByText('Sample')[0]).toBeVisible();
    await chartLoaded('sales-analytics');
  });

  // The product's Merchant Dashboard is every merchant's: the checklist is added above its sections, never instead.
  it('gives a merchant with no item yet a first-run checklist above the Merchant Dashboard of the spec', async () => {
    await renderPage({
      verification_status: 'approved',
      reviewed_at: null,
      categories: 0,
      products: 0,
      out_of_stock: 0,
    });
    const checklist = await screen.findByRole('region', { name: 'Get your shop ready' });
    expect(within(checklist).getByRole('link', { name: 'Add a category' })).toHaveAttribute(
      'href',
      '/dashboard/menu/categories/new',
    );
    // An item needs a category first: the step does not pretend otherwise.
    expect(within(checklist).queryByRole('link', { name: 'Add an item' })).not.toBeInTheDocument();
    expect(within(checklist).getByRole('link', { name: 'Open Settings' })).toHaveAttribute(
      'href',
      '/dashboard/settings#pickup-points',
    );
    const stats = screen.getByRole('region', { name: 'Orders and revenue' });
    expect(
      within(stats)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Total Orders', 'Orders Delivered', 'Orders Cancelled', 'Total Revenue']);
    const sections = ['Sales Analytics', 'Order Summary', 'Most Ordered Menu', 'Reviews'].map((name) =>
      screen.getByRole('region', { name }),
    );
    // Above them: the checklist comes first in the page's order.
    for (const section of [stats, ...sections])
      expect(checklist.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('ticks the category off once there is one, and leads on to the first item', async () => {
    await renderPage({
      verification_status: 'approved',
      reviewed_at: null,
      categories: 1,
      products: 0,
      out_of_stock: 0,
    });
    const checklist = await screen.findByRole('region', { name: 'Get your shop ready' });
    expect(within(checklist).getByRole('heading', { name: 'Add a category (done)' })).toBeInTheDocument();
    expect(within(checklist).getByRole('link', { name: 'Add an item' })).toHaveAttribute(
      'href',
      '/dashboard/menu/items/new',
    );
  });

  it('has its title, the four stat cards of the spec at zero, and every section', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Merchant Dashboard' })).toBeInTheDocument();
    const stats = await screen.findByRole('region', { name: 'Orders and revenue' });
    // Spec: all zero, with placeholder percentages.
    expect(statCards(stats)).toEqual([
      ['Total Orders', '0'],
      ['Orders Delivered', '0'],
      ['Orders Cancelled', '0'],
      ['Total Revenue', 'N0'],
    ]);
    for (const card of within(stats).getAllByRole('article'))
      expect(card).toHaveTextContent(/(Up|Down) \d+% from last week/);
    for (const title of ['Sales Analytics', 'Order Summary', 'Most Ordered Menu', 'Reviews'])
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(await chartLoaded('sales-analytics')).toBeInTheDocument();
    expect(await chartLoaded('order-summary')).toBeInTheDocument();
  });

  it('shows the spec placeholders: Weekly, performance 61%, Delivered 81%, Cancelled 19%', async () => {
    await renderPage();
    const sales = await screen.findByRole('region', { name: 'Sales Analytics' });
    expect(within(sales).getByRole('button', { name: 'Weekly' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(sales).getByText('Performance').nextElementSibling).toHaveTextContent('61%');
    const legend = screen.getByRole('list', { name: 'Order Summary' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Delivered81%', 'Cancelled19%']);
    // The doughnut echarts drew holds the same shares.
    await chartLoaded('order-summary');
    const [doughnut] = await drawnSeries('order-summary');
    expect(doughnut?.type).toBe('pie');
    expect(doughnut?.data.map(({ name, value }) => [name, value])).toEqual([
      ['Delivered', 81],
      ['Cancelled', 19],
    ]);
  });

  it('lists the most ordered dishes, the top one at 352 orders and 5 stars, most ordered first', async () => {
    await renderPage();
    const menu = await screen.findByRole('region', { name: 'Most Ordered Menu' });
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
    await renderPage();
    const strip = await screen.findByRole('region', { name: 'Reviews' });
    const reviews = within(strip).getAllByRole('article', { name: /^Review by / });
    expect(reviews.length).toBeGreaterThanOrEqual(5);
    for (const review of reviews)
      expect(within(review).getByRole('img', { name: /^Rated [1-5] out of 5$/ })).toBeVisible();
    await chartLoaded('sales-analytics');
  });

  it('gives the sales chart a text alternative: a table of the week', async () => {
    await renderPage();
    const table = await screen.findByRole('table', { name: 'Sales by day this week, in naira' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(rows[1]).toHaveTextContent('MondayN48,500');
    await chartLoaded('sales-analytics');
  });

  it('reserves each chart its height before the chart code arrives', async () => {
    await renderPage();
    await screen.findByRole('region', { name: 'Sales Analytics' });
    const frames = document.querySelectorAll('[data-chart-frame]');
    expect(frames).toHaveLength(2);
    for (const frame of frames) expect(Number.parseFloat(getComputedStyle(frame).height)).toBeGreaterThan(100);
  });
});

describe('the admin dashboard', () => {
  beforeEach(() => signInAs(MOCK_USERS.admin, 'Ngozi Adebayo'));

  it('shows the platform its own orders, deliveries, riders and revenue once it has orders, unmarked', async () => {
    const week = {
      from: '2026-11-23T00:00:00.000Z',
      to: '2026-11-26T12:00:00.000Z',
      orders: 3,
      delivered: 2,
      cancelled: 0,
      rejected: 0,
      revenue_kobo: 900_000,
    };
    const routes = createMockApi();
    api = await mockApi({
      ...routes,
      'GET /admin/dashboard': () =>
        ok({
          statistics: { total_merchants: 6, approved_merchants: 1, pending_merchants: 3, rejected_merchants: 1 },
          orders: {
            orders: 40,
            delivered: 31,
            cancelled: 4,
            rejected: 2,
            revenue_kobo: 12_345_600,
            this_week: week,
            previous_week: week,
            change: { orders: 0, delivered: 0, cancelled: null, revenue: 0 },
            active_riders: 5,
          },
        }),
    });
    await renderRemotePage(remote, 'DashboardPage');
    const platform = await screen.findByRole('region', { name: 'Platform activity' });
    await waitFor(() =>
      expect(statCards(platform)).toEqual([
        ['Total Orders', expect.stringContaining('40')],
        ['Packages Delivered', expect.stringContaining('31')],
        ['Active Riders', expect.stringContaining('5')],
        ['Total Revenue', expect.stringContaining('N123,456')],
      ]),
    );
    expect(within(platform).queryByText('Sample')).not.toBeInTheDocument();
  });

  it("shows the real review figures: merchants by status, the week's decisions, the oldest request's wait", async () => {
    await renderPage();
    const figures = screen.getByRole('region', { name: 'Merchant reviews' });
    await waitFor(() =>
      expect(statCards(figures)).toEqual([
        ['Awaiting review', '3'],
        ['Approved merchants', '1'],
        ['Rejected', '1'],
        ['Decisions, last 7 days', '2'],
      ]),
    );
    expect(
      within(figures).getByText(
        'The oldest request has waited 3 days. In the last 7 days: 1 approved, 1 rejected. 1 merchant is suspended.',
      ),
    ).toBeInTheDocument();
    expect(within(figures).queryByText('Sample')).not.toBeInTheDocument();
  });

  it('welcomes the admin by name above four stat cards marked "Sample"', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Ngozi Adebayo')).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Platform activity' });
    for (const card of within(stats).getAllByRole('article')) expect(within(card).getByText('Sample')).toBeVisible();
    expect(statCards(stats)).toEqual([
      ['Total Orders', '0'],
      ['Packages Delivered', '0'],
      ['Active Riders', '0'],
      ['Total Revenue', 'N0'],
    ]);
    expect(screen.queryByRole('heading', { name: 'Sales Analytics' })).not.toBeInTheDocument();
  });

  it('leads to the merchant requests', async () => {
    await renderPage();
    expect(screen.getByRole('link', { name: 'Go to Merchants Mgt' })).toHaveAttribute('href', '/dashboard/merchants');
  });

  it('still welcomes an admin whose name is missing', async () => {
    signInAs(MOCK_USERS.admin, '  ');
    await renderPage();
    expect(screen.getByText('Welcome back')).toBeInTheDocument();
  });
});
