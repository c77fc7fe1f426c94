import type { Merchant, Page } from '@oja/shared/api';
import { createQueryClient, QueryProvider } from '@oja/shared/query';
import { clearSession, signIn } from '@oja/shared/session';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { adminApi } from '../../data/calls';
import { MerchantsOverview } from './merchants-overview';

function renderOverview(path = '/dashboard/merchants') {
  const router = createMemoryRouter([{ path: '/dashboard/merchants', element: <MerchantsOverview /> }], {
    initialEntries: [path],
  });
  return render(
    <QueryProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryProvider>,
  );
}

function signInAs(userType: 'admin' | 'merchant') {
  signIn('t', { id: 1, name: 'Ada', email: 'a@oja.local', user_type: userType }, { remember: false });
}

const page = (rows: Partial<Merchant>[], total = rows.length): Page<Merchant> => ({
  data: rows as Merchant[],
  current_page: 1,
  per_page: 10,
  total,
  last_page: Math.max(1, Math.ceil(total / 10)),
});

afterEach(() => {
  jest.restoreAllMocks();
  clearSession();
});

describe('MerchantsOverview', () => {
  it('shows a merchant the failure state with the static rows, without calling the admin API', async () => {
    signInAs('merchant');
    const merchants = jest.spyOn(adminApi, 'merchants');
    const dashboard = jest.spyOn(adminApi, 'dashboard');
    renderOverview();
    expect(screen.getByRole('heading', { name: 'Merchants Mgt', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch merchants. Showing static data.')).toBeInTheDocument();
    expect(screen.getByText('Sample Buka Kitchen', { selector: 'div' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(merchants).not.toHaveBeenCalled();
    expect(dashboard).not.toHaveBeenCalled();
  });

  it('lists every merchant, each opening its details, with the placeholder figures, the live counts and the first pending requests', async () => {
    signInAs('admin');
    const merchants = jest.spyOn(adminApi, 'merchants').mockImplementation(async (query) =>
      query.status === 'pending'
        ? page(
            [
              { id: 7, business_name: 'Amala Spot', created_at: '2026-11-20T10:00:00Z', logo: null },
              {
                id: 8,
                business_name: 'Bukka Hut',
                verification_status: 'pending',
                rejection_reason: 'The ID document is too blurry to read.',
                created_at: '2026-11-19T10:00:00Z',
                logo: null,
              },
            ],
            6,
          )
        : page([{ id: 1, business_name: "Mama Nkechi's Kitchen", pickup_address: 'Lekki, Lagos', logo: null }], 1),
    );
    jest.spyOn(adminApi, 'dashboard').mockResolvedValue({
      statistics: { total_merchants: 8, approved_merchants: 1, pending_merchants: 6, rejected_merchants: 1 },
    });
    renderOverview();
    expect(await screen.findByText("Mama Nkechi's Kitchen")).toBeInTheDocument();
    expect(screen.getByText('Lekki, Lagos')).toBeInTheDocument();
    expect(screen.getByText('61%')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('352')).toBeInTheDocument();
    // The placeholder figures on a real merchant's card (jsdom has no width: the narrow layout), and the static top
    // merchants, say they are samples.
    for (const card of within(screen.getByRole('list', { name: 'Merchants' })).getAllByRole('listitem'))
      expect(within(card).getByText('Sample')).toBeInTheDocument();
    const top = screen.getByRole('heading', { name: 'Top Performing Merchants' }).closest('header');
    expect(top).toHaveTextContent('Sample');
    expect(await screen.findByText('8')).toBeInTheDocument();
    expect(screen.getByText('Total Merchants').closest('article')).toHaveTextContent('8');
    expect(screen.getByText('Active Merchants').closest('article')).toHaveTextContent('1');
    const requests = screen.getByRole('link', { name: /Amala Spot/ });
    expect(requests).toHaveAttribute('href', '/dashboard/merchants/requests/7');
    expect(requests).not.toHaveTextContent('Resubmitted');
    expect(screen.getByRole('link', { name: /Bukka Hut/ })).toHaveTextContent('Resubmitted');
    // The product's link text, "View All"; the count stands beside it in its own element.
    const viewAll = screen.getByRole('link', { name: 'View All' });
    expect(viewAll).toHaveTextContent(/^View All$/);
    expect(viewAll).toHaveAttribute('href', '/dashboard/merchants/requests');
    expect(screen.getByText('6 pending')).not.toBe(viewAll);
    expect(screen.getByRole('link', { name: "Mama Nkechi's Kitchen" })).toHaveAttribute(
      'href',
      '/dashboard/merchants/1',
    );
    expect(merchants).toHaveBeenCalledWith({ page: 1, per_page: 10 }, expect.anything());
    expect(merchants).toHaveBeenCalledWith({ status: 'pending', per_page: 4 }, expect.anything());
  });

  it('reads the page from the URL and offers the next one', async () => {
    signInAs('admin');
    const merchants = jest
      .spyOn(adminApi, 'merchants')
      .mockImplementation(async (query) =>
        query.status === 'pending'
          ? page([])
          : { ...page([{ id: 11, business_name: 'Page Two Foods', pickup_address: 'Ikeja' }], 25), current_page: 2 },
      );
    jest.spyOn(adminApi, 'dashboard').mockRejectedValue(new Error('down'));
    renderOverview('/dashboard/merchants?page=2');
    expect(await screen.findByText('Page Two Foods')).toBeInTheDocument();
    expect(merchants).toHaveBeenCalledWith({ page: 2, per_page: 10 }, expect.anything());
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(await screen.findByText('No pending merchant requests.')).toBeInTheDocument();
  });

  it('orders the list as chosen (kept in the URL) and shows each merchant’s status and the day it joined', async () => {
    signInAs('admin');
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ width: 1200 } as DOMRect);
    const merchants = jest.spyOn(adminApi, 'merchants').mockResolvedValue(
      page([
        {
          id: 1,
          business_name: 'Amala Spot',
          pickup_address: 'Ikeja',
          logo: null,
          verification_status: 'suspended',
          created_at: '2026-10-02T10:00:00Z',
        },
      ]),
    );
    jest.spyOn(adminApi, 'dashboard').mockResolvedValue({
      statistics: { total_merchants: 1, approved_merchants: 1, pending_merchants: 0, rejected_merchants: 0 },
    });
    renderOverview('/dashboard/merchants?sort=name');
    // The table's row (the requests panel beside it lists the same answer, so the name alone is there twice).
    expect(await screen.findByRole('row', { name: /Amala Spot/ })).toBeInTheDocument();
    expect(merchants).toHaveBeenCalledWith(expect.objectContaining({ sort: 'name' }), expect.anything());
    expect(screen.getByLabelText('Order')).toHaveValue('name');
    const row = screen.getByRole('row', { name: /Amala Spot/ });
    expect(within(row).getByText('Suspended')).toBeInTheDocument();
    expect(within(row).getByText('Joined Oct 2, 2026')).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByLabelText('Order'), 'Status');
    await waitFor(() =>
      expect(merchants).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'status' }), expect.anything()),
    );
  });

  it('shows the empty and failure texts', async () => {
    signInAs('admin');
    jest.spyOn(adminApi, 'merchants').mockResolvedValue(page([]));
    jest.spyOn(adminApi, 'dashboard').mockRejectedValue(new Error('down'));
    const { unmount } = renderOverview();
    expect(await screen.findByText('No merchants found.')).toBeInTheDocument();
    unmount();
    const filtered = renderOverview('/dashboard/merchants?status=rejected&search=zz');
    expect(await screen.findByText('No merchant matches "zz".')).toBeInTheDocument();
    expect(adminApi.merchants).toHaveBeenCalledWith(
      { page: 1, per_page: 10, status: 'rejected', search: 'zz' },
      expect.anything(),
    );
    expect(screen.getByRole('searchbox', { name: 'Search merchants' })).toHaveValue('zz');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('rejected');
    filtered.unmount();
    jest.spyOn(adminApi, 'merchants').mockRejectedValue(new Error('down'));
    renderOverview();
    expect(await screen.findByText('Failed to fetch merchants. Showing static data.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByText('Requests could not be loaded.')).toBeInTheDocument();
  });

  // The product's columns, letter for letter: the Sample mark goes in the table's caption, not in a header's name.
  it("names the wide table's columns exactly Names, Performance, Rating and Orders, the samples said in its caption", async () => {
    signInAs('admin');
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ width: 1200 } as DOMRect);
    jest
      .spyOn(adminApi, 'merchants')
      .mockResolvedValue(
        page([{ id: 1, business_name: "Mama Nkechi's Kitchen", pickup_address: 'Lekki', logo: null }]),
      );
    jest.spyOn(adminApi, 'dashboard').mockResolvedValue({
      statistics: { total_merchants: 1, approved_merchants: 1, pending_merchants: 0, rejected_merchants: 0 },
    });
    renderOverview();
    expect(await screen.findByText("Mama Nkechi's Kitchen")).toBeInTheDocument();
    const table = screen.getByRole('table');
    const headers = within(table).getAllByRole('columnheader');
    // The product's four columns exactly: an admin's status and joined day sit under each name.
    expect(headers.map((header) => header.textContent)).toEqual(['Names', 'Performance', 'Rating', 'Orders']);
    for (const name of ['Names', 'Performance', 'Rating', 'Orders'])
      expect(within(table).getByRole('columnheader', { name })).toBeInTheDocument();
    expect(table.querySelector('caption')).toHaveTextContent(/Sample/);
  });
});
