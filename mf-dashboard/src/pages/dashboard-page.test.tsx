import type { User } from '@oja/shared/api';
import { clearSession, sessionStore } from '@oja/shared/session';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import DashboardPage from './dashboard-page';

// jsdom has no canvas: the lazily loaded chart is replaced by a stand-in that says which chart it would draw.
jest.mock('../charts/echart', () => ({
  __esModule: true,
  default: ({ name }: { name: string }) => <div data-testid={`chart-${name}`} />,
}));

function signInAs(user: Partial<User>) {
  sessionStore.setState({
    token: 'token',
    user: { id: 1, email: 'someone@oja.local', email_verified_at: null, created_at: '2026-11-01', ...user } as User,
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
const chartLoaded = (name: string) => screen.findByTestId(`chart-${name}`, {}, { timeout: 10_000 });

describe('the merchant dashboard', () => {
  beforeEach(() => signInAs({ name: 'Nkechi Obi', user_type: 'merchant' }));

  it('has its title, the four stat cards and every section of the spec', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Merchant Dashboard' })).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Orders and revenue' });
    expect(
      within(stats)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-labelledby')),
    ).toHaveLength(4);
    for (const label of ['Total Orders', 'Orders Delivered', 'Orders Cancelled', 'Total Revenue'])
      expect(within(stats).getByRole('heading', { name: label })).toBeInTheDocument();
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
    expect(within(stats).getAllByRole('article')).toHaveLength(4);
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
