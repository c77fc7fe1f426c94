// Food Order in jsdom, its calls answered by this remote's mock API and its live stream stood in for: every order
// with the filters in the address, an order's details with its timeline, and cancelling with a required reason.
import { MOCK_USERS, mockTokenOf } from '@oja/harness/mock-api';
import { type MockedApi, mockApi, renderPage } from '@oja/harness/testing';
import { clearSession, signIn } from '@oja/shared/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import createMockApi from '../mocks/api';
import remote from '../remote';

jest.mock('../lib/order-stream', () => ({
  ...jest.requireActual('../lib/order-stream'),
  connectOrderStream: (handlers: { onStatus: (status: 'live') => void }) => {
    handlers.onStatus('live');
    return () => undefined;
  },
}));

let api: MockedApi;
beforeEach(async () => {
  signIn(mockTokenOf(MOCK_USERS.admin), MOCK_USERS.admin, { remember: false });
  api = await mockApi(createMockApi());
});
afterEach(() => {
  api.restore();
  clearSession();
});

it('lists every order, newest first, and filters by status from the address', async () => {
  const page = await renderPage(remote, 'FoodOrdersPage');
  expect(await screen.findByRole('link', { name: /OJA-000104/ })).toHaveTextContent('Sample Kitchen');
  expect(screen.getByRole('link', { name: /OJA-000092/ })).toHaveTextContent('Cancelled');
  fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'rejected' } });
  await waitFor(() => expect(screen.queryByRole('link', { name: /OJA-000104/ })).not.toBeInTheDocument());
  expect(screen.getByRole('link', { name: /OJA-000091/ })).toBeInTheDocument();
  expect(page.location.search).toBe('?status=rejected');
  expect(api.calls).toContain('GET /admin/orders');
});

it('opens with the filters the address holds', async () => {
  await renderPage(remote, 'FoodOrdersPage', { at: '/dashboard/food-orders?status=delivered&merchant=1' });
  expect(await screen.findByRole('link', { name: /OJA-000090/ })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /OJA-000101/ })).not.toBeInTheDocument();
  expect(screen.getByLabelText('Status')).toHaveValue('delivered');
  await waitFor(() => expect(screen.getByLabelText('Merchant')).toHaveValue('1'));
});

it('cancels an order only with a reason, and its timeline says who and why', async () => {
  await renderPage(remote, 'FoodOrdersPage', { at: '/dashboard/food-orders/102' });
  expect(await screen.findByRole('heading', { name: 'OJA-000102', level: 2 })).toBeInTheDocument();
  expect(screen.getByText('Merchant')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Cancel order OJA-000102' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel OJA-000102' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
  expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
  expect(api.calls).not.toContain('POST /admin/orders/102/cancel');
  fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'The customer called support' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
  await waitFor(() => expect(screen.getByText('by Oja support')).toBeInTheDocument());
  expect(screen.queryByRole('button', { name: 'Cancel order OJA-000102' })).not.toBeInTheDocument();
});
