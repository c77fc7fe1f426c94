// Order Mgt in jsdom, its calls answered by this remote's mock API and its live stream stood in for: the queue by
// state, accept with a preparation time, reject with a required reason, mark ready, a new order announced (chime,
// tab title, highlight) and the remembered mute switch, the offline notice, and an order's details.

import { MOCK_USERS, mockTokenOf } from '@oja/harness/mock-api';
import { type MockedApi, mockApi, renderPage } from '@oja/harness/testing';
import { clearSession, signIn } from '@oja/shared/session';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { storeCalls } from '../data/calls';
import { SOUND_STORAGE_KEY } from '../hooks/use-new-order-alert';
import { playChime } from '../lib/chime';
import type { StreamHandlers } from '../lib/order-stream';
import createMockApi from '../mocks/api';
import remote from '../remote';

// The browser's audio, stood in for: locked until the page's first gesture unlocks it.
const audio = { unlocked: false, listeners: new Set<() => void>() };
jest.mock('../lib/chime', () => ({
  playChime: jest.fn(),
  unlockChime: jest.fn(() => {
    audio.unlocked = true;
    for (const listener of audio.listeners) listener();
  }),
  chimeUnlocked: () => audio.unlocked,
  subscribeChime: (listener: () => void) => {
    audio.listeners.add(listener);
    return () => audio.listeners.delete(listener);
  },
}));

let stream: StreamHandlers | null = null;
jest.mock('../lib/order-stream', () => ({
  ...jest.requireActual('../lib/order-stream'),
  connectOrderStream: (handlers: StreamHandlers) => {
    stream = handlers;
    handlers.onStatus('live');
    return () => {
      stream = null;
    };
  },
}));

let api: MockedApi;
let routes: ReturnType<typeof createMockApi>;

beforeEach(async () => {
  localStorage.clear();
  document.title = 'Order Mgt | Oja';
  (playChime as jest.Mock).mockClear();
  audio.unlocked = false;
  signIn(mockTokenOf(MOCK_USERS.merchant), MOCK_USERS.merchant, { remember: false });
  routes = createMockApi();
  api = await mockApi(routes);
});
afterEach(() => {
  api.restore();
  clearSession();
});

const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

async function openQueue() {
  await renderPage(remote, 'OrdersPage');
  await screen.findByRole('heading', { name: 'OJA-000101' });
}

/** A customer places an order: the mock's stand-in for the customer app's call. */
async function placeSampleOrder() {
  const place = routes['POST /__mock/orders'];
  if (!place) throw new Error('the mock places no order');
  const answer = await place({
    method: 'POST',
    path: '/__mock/orders',
    params: {},
    query: new URLSearchParams(),
    body: null,
    token: null,
  });
  return (answer.body as { data: { order: { id: number; number: string } } }).data.order;
}

/** A customer places an order, and the stream says so. */
async function placeOrder() {
  const order = await placeSampleOrder();
  act(() =>
    stream?.onEvent({
      id: order.id * 7,
      type: 'order.placed',
      order_id: order.id,
      number: order.number,
      merchant_id: 1,
      status: 'placed',
      action: 'placed',
      at: new Date().toISOString(),
    }),
  );
  return order;
}

it('shows the queue by state, each order under its own', async () => {
  await openQueue();
  expect(within(column('New')).getByText('OJA-000101')).toBeInTheDocument();
  expect(within(column('Preparing')).getByText('OJA-000102')).toBeInTheDocument();
  expect(within(column('Ready')).getByText('OJA-000103')).toBeInTheDocument();
  expect(within(column('Out for delivery')).getByText('OJA-000104')).toBeInTheDocument();
  // Money in the spec's format, the first name only, the note.
  expect(within(column('New')).getByText('N9,100 · Cash on delivery')).toBeInTheDocument();
  expect(within(column('New')).getByText('Chiamaka')).toBeInTheDocument();
  expect(within(column('New')).getByText('Note: Call at the gate')).toBeInTheDocument();
  // A finished order is not in the queue.
  expect(screen.queryByText('OJA-000090')).not.toBeInTheDocument();
  expect(document.title).toBe('(1) Order Mgt | Oja');
});

it('accepts a new order with a preparation time, and it moves to Preparing', async () => {
  await openQueue();
  fireEvent.click(screen.getByRole('button', { name: 'Accept OJA-000101' }));
  const dialog = await screen.findByRole('dialog', { name: 'Accept OJA-000101' });
  fireEvent.click(within(dialog).getByRole('button', { name: '30 min' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Accept order' }));
  await waitFor(() => expect(within(column('Preparing')).getByText('OJA-000101')).toBeInTheDocument());
  expect(api.calls).toContain('POST /merchant/orders/101/accept');
  expect(within(column('New')).getByText('No new orders. New orders appear here with a sound.')).toBeInTheDocument();
  expect(document.title).toBe('Order Mgt | Oja');
});

it('takes a typed preparation time, within the API limits', async () => {
  await openQueue();
  fireEvent.click(screen.getByRole('button', { name: 'Accept OJA-000101' }));
  const dialog = await screen.findByRole('dialog', { name: 'Accept OJA-000101' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Other' }));
  fireEvent.change(within(dialog).getByLabelText('Minutes'), { target: { value: '200' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Accept order' }));
  expect(
    await within(dialog).findByText('Preparation time must be a whole number of minutes from 5 to 120'),
  ).toBeInTheDocument();
  expect(api.calls).not.toContain('POST /merchant/orders/101/accept');
  fireEvent.change(within(dialog).getByLabelText('Minutes'), { target: { value: '25' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Accept order' }));
  await waitFor(() => expect(within(column('Preparing')).getByText('OJA-000101')).toBeInTheDocument());
});

it('rejects only with a reason, and the order leaves the queue', async () => {
  await openQueue();
  fireEvent.click(screen.getByRole('button', { name: 'Reject OJA-000101' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject OJA-000101' });
  fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: '   ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject order' }));
  expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
  expect(api.calls).not.toContain('POST /merchant/orders/101/reject');
  fireEvent.click(within(dialog).getByRole('button', { name: 'An item is out of stock' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject order' }));
  await waitFor(() => expect(screen.queryByText('OJA-000101')).not.toBeInTheDocument());
  expect(api.calls).toContain('POST /merchant/orders/101/reject');
});

it('marks a preparing order ready', async () => {
  await openQueue();
  fireEvent.click(screen.getByRole('button', { name: 'Mark ready OJA-000102' }));
  await waitFor(() => expect(within(column('Ready')).getByText('OJA-000102')).toBeInTheDocument());
});

it('announces a new order from the stream: chime, title count and highlight, without a reload', async () => {
  await openQueue();
  expect(playChime).not.toHaveBeenCalled();
  const order = await placeOrder();
  const card = await within(column('New')).findByRole('article', { name: order.number });
  expect(within(card).getByText('New')).toBeInTheDocument();
  expect(playChime).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(document.title).toBe('(2) Order Mgt | Oja'));
});

it('stays silent when muted, and remembers it', async () => {
  await openQueue();
  const sound = screen.getByRole('switch', { name: /Sound for new orders/ });
  expect(sound).toBeChecked();
  fireEvent.click(sound);
  expect(sound).not.toBeChecked();
  expect(localStorage.getItem(SOUND_STORAGE_KEY)).toBe('off');
  const order = await placeOrder();
  await within(column('New')).findByRole('article', { name: order.number });
  expect(playChime).not.toHaveBeenCalled();
});

it('opens muted when the merchant muted it before', async () => {
  localStorage.setItem(SOUND_STORAGE_KEY, 'off');
  await openQueue();
  expect(screen.getByRole('switch', { name: /Sound for new orders/ })).not.toBeChecked();
});

it('says when it is offline, and catches up when it is back', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  try {
    await openQueue();
    act(() => stream?.onStatus('offline'));
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(3_000));
    expect(screen.getByText('You are offline')).toBeInTheDocument();
    // An order comes while the page cannot hear of it.
    await placeSampleOrder();
    act(() => {
      stream?.onStatus('live');
      stream?.onCatchUp();
    });
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(100));
    jest.useRealTimers();
    expect(await within(column('New')).findByText('OJA-000106')).toBeInTheDocument();
    expect(playChime).toHaveBeenCalledTimes(1);
  } finally {
    jest.useRealTimers();
  }
});

it('pauses new orders with the store switch', async () => {
  await openQueue();
  const pause = await screen.findByRole('switch', { name: /Pause new orders/ });
  expect(pause).not.toBeChecked();
  fireEvent.click(pause);
  await waitFor(() => expect(pause).toBeChecked());
  expect(api.calls).toContain('PUT /merchant/store');
});

it("shows an order's details: items, notes, money, payment, customer, area and timeline", async () => {
  await renderPage(remote, 'OrdersPage', { at: '/dashboard/orders/101' });
  expect(await screen.findByRole('heading', { name: 'OJA-000101', level: 2 })).toBeInTheDocument();
  expect(screen.getByText('Sample Jollof Rice')).toBeInTheDocument();
  expect(screen.getByText('Note: Extra pepper')).toBeInTheDocument();
  expect(screen.getByText("Customer's note: Call at the gate")).toBeInTheDocument();
  expect(screen.getByText('N9,100')).toBeInTheDocument();
  expect(screen.getByText('Opebi, Ikeja, Lagos')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Timeline' })).toBeInTheDocument();
  expect(screen.getByText('by Chiamaka')).toBeInTheDocument();
});

it('lists finished orders in History, filtered by the address', async () => {
  const page = await renderPage(remote, 'OrdersPage', { at: '/dashboard/orders/history?status=rejected' });
  expect(await screen.findByText('OJA-000091')).toBeInTheDocument();
  expect(screen.queryByText('OJA-000090')).not.toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
  expect(await screen.findByText('OJA-000090')).toBeInTheDocument();
  expect(page.location.search).toBe('');
});

it('sets the opening hours in the Hours tab: a closed day, a refusal at its field, then the saved week', async () => {
  await openQueue();
  fireEvent.click(screen.getByRole('link', { name: 'Hours' }));
  const form = await screen.findByRole('form', { name: 'Opening hours' });
  expect(screen.getByRole('link', { name: 'Hours' })).toHaveAttribute('aria-current', 'page');
  // Open all day until set: closing at the day's end shows as midnight (00:00).
  expect(within(form).getByLabelText('Monday, Closes at')).toHaveValue('00:00');

  fireEvent.click(within(form).getByRole('switch', { name: /^Sunday/ }));
  expect(within(form).getByRole('switch', { name: /^Sunday/ })).not.toBeChecked();
  expect(within(form).queryByLabelText('Sunday, Opens at')).not.toBeInTheDocument();
  fireEvent.change(within(form).getByLabelText('Monday, Opens at'), { target: { value: '09:00' } });
  fireEvent.change(within(form).getByLabelText('Monday, Closes at'), { target: { value: '08:00' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save opening hours' }));
  const closes = within(form).getByLabelText('Monday, Closes at');
  await waitFor(() => expect(closes).toHaveAccessibleDescription(/Closing time must be after opening time/));
  expect(closes).toHaveFocus();
  expect(api.calls).not.toContain('PUT /merchant/opening-hours');

  fireEvent.change(closes, { target: { value: '22:30' } });
  expect(closes).not.toHaveAttribute('aria-invalid');
  fireEvent.click(within(form).getByRole('button', { name: 'Save opening hours' }));
  await waitFor(() => expect(api.calls).toContain('PUT /merchant/opening-hours'));
  // What the mock API now holds, read as the page reads it.
  const { days } = await storeCalls.openingHours(undefined);
  expect(days[0]).toMatchObject({ weekday: 'monday', closed: false, opens_at: '09:00', closes_at: '22:30' });
  expect(days[6]).toMatchObject({ weekday: 'sunday', closed: true });
  await waitFor(() => expect(within(form).getByRole('button', { name: 'Save opening hours' })).toBeDisabled());
});

it("names a status the same everywhere: an order's badge and History's filter (reached from the order)", async () => {
  const page = await renderPage(remote, 'OrdersPage', { at: '/dashboard/orders/104' });
  expect(await screen.findByRole('heading', { name: 'OJA-000104', level: 2 })).toBeInTheDocument();
  // The order's badge (its details replace the queue, whose column says the same: the first test).
  expect(screen.getByText('Out for delivery')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('link', { name: 'History' }));
  expect(page.location.pathname).toBe('/dashboard/orders/history');
  const filter = await screen.findByLabelText('Status');
  const names = within(filter)
    .getAllByRole('option')
    .map((option) => option.textContent);
  expect(names).toEqual(expect.arrayContaining(['Ready', 'Out for delivery']));
  expect(names).not.toEqual(expect.arrayContaining(['Ready for pickup']));
  expect(names).not.toEqual(expect.arrayContaining(['On the way']));
});

it('says, by the sound switch, that a tap turns the sound on while the browser holds it back', async () => {
  await openQueue();
  expect(screen.getByText('Tap anywhere to turn on the sound')).toBeInTheDocument();
  expect(screen.getByText('Tap anywhere to turn on the sound')).toHaveAttribute('role', 'status');
  // A tap on a phone ends in a click (its pointerdown alone does not let a page play sound).
  fireEvent.pointerDown(screen.getByRole('heading', { name: 'Order Mgt' }));
  expect(screen.getByText('Tap anywhere to turn on the sound')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('heading', { name: 'Order Mgt' }));
  await waitFor(() => expect(screen.queryByText('Tap anywhere to turn on the sound')).not.toBeInTheDocument());
});

it('says nothing about the locked sound while the page is muted', async () => {
  localStorage.setItem(SOUND_STORAGE_KEY, 'off');
  await openQueue();
  expect(screen.getByRole('switch', { name: /Sound for new orders/ })).not.toBeChecked();
  expect(screen.queryByText('Tap anywhere to turn on the sound')).not.toBeInTheDocument();
});
