// Every call Order Mgt makes, answered with sample data for testers with no API (the harness's mock mode,
// `OJA_MOCK_API=1`, its browser tests and the page tests): a queue with an order in each state, history, the moves
// with the API's refusals (a move from the wrong state is a 409 in the API's words, a blank reason a 422), and the
// store's pause switch and opening hours (the harness's store, with the API's rules). Only the approved merchant's
// session is answered, as the API does (403 for anyone else).
// The live streams (Server-Sent Events) stay open and announce each order a test places through `/__mock/orders`
// in the dev server's mock mode and the page tests; Playwright cannot stream, so a browser test serves its stream
// itself (e2e/live-stream.ts).
import {
  defineMockApi,
  eventStream,
  fail,
  invalid,
  MOCK_USERS,
  type MockAnswer,
  type MockRequest,
  type MockRoutes,
  ok,
  refusalUnless,
  sampleMerchant,
  storeAvailabilityRoutes,
} from '@oja/harness/mock-api';
import type { Order, OrderLiveEvent, OrderTimelineEntry, User } from '@oja/shared/contract';
import {
  acceptOrderSchema,
  ORDER_STATUS_GROUPS,
  type OrderStatus,
  orderReasonSchema,
  validate,
} from '@oja/shared/validation';

const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const numberOf = (id: number) => `OJA-${String(id).padStart(6, '0')}`;

interface SampleLine {
  name: string;
  price: number;
  quantity: number;
  note?: string;
}

/** A sample order placed `minutesAgo` minutes ago (money in kobo, as the API sends it). */
export function sampleOrder(
  id: number,
  status: OrderStatus,
  minutesAgo: number,
  lines: SampleLine[],
  extra: Partial<Order> = {},
): Order {
  const placed = Date.now() - minutesAgo * MINUTE;
  const items = lines.map((line, index) => ({
    id: id * 10 + index,
    product_id: index + 1,
    name: line.name,
    unit_price_kobo: line.price,
    discount_percent: 0,
    unit_discount_kobo: 0,
    quantity: line.quantity,
    line_total_kobo: line.price * line.quantity,
    note: line.note ?? null,
  }));
  const subtotal = items.reduce((sum, item) => sum + item.line_total_kobo, 0);
  const fee = 60_000;
  const accepted = status !== 'placed' ? iso(placed + 2 * MINUTE) : null;
  return {
    id,
    number: numberOf(id),
    status,
    merchant: {
      id: 1,
      business_name: 'Sample Kitchen',
      business_phone: '8031234567',
      pickup: { address: '12 Allen Avenue, Ikeja, Lagos', latitude: 6.6018, longitude: 3.3515 },
    },
    customer: { id: 50 + id, name: ['Adaeze Sample', 'Tunde Sample', 'Chiamaka Sample'][id % 3] ?? 'Sample' },
    rider: ['ready', 'picked_up', 'delivered'].includes(status) ? { id: 7, name: 'Sample Rider Musa' } : null,
    items,
    subtotal_kobo: subtotal,
    discount_kobo: 0,
    delivery_fee_kobo: fee,
    total_kobo: subtotal + fee,
    distance_m: 1800,
    delivery: { address: '4 Sample Close, Opebi, Ikeja, Lagos', latitude: 6.59, longitude: 3.36 },
    payment: {
      method: id % 2 ? 'cash' : 'card',
      status: id % 2 ? 'pending' : 'paid',
      reference: null,
      authorization_url: null,
    },
    note: null,
    prep_minutes: accepted ? 20 : null,
    ready_by: accepted ? iso(placed + 22 * MINUTE) : null,
    reason: null,
    cancelled_by: null,
    created_at: iso(placed),
    placed_at: iso(placed),
    accepted_at: accepted,
    ready_at: ['ready', 'picked_up', 'delivered'].includes(status) ? iso(placed + 15 * MINUTE) : null,
    picked_up_at: ['picked_up', 'delivered'].includes(status) ? iso(placed + 18 * MINUTE) : null,
    delivered_at: status === 'delivered' ? iso(placed + 35 * MINUTE) : null,
    cancelled_at: null,
    updated_at: iso(placed),
    review: null,
    ...extra,
  };
}

/** The sample kitchen's orders: one or two in each state of the queue, and a few finished ones. */
export function sampleOrders(): Order[] {
  return [
    sampleOrder(
      101,
      'placed',
      1,
      [
        { name: 'Sample Jollof Rice', price: 350_000, quantity: 2, note: 'Extra pepper' },
        { name: 'Sample Chapman', price: 150_000, quantity: 1 },
      ],
      { note: 'Call at the gate' },
    ),
    sampleOrder(102, 'accepted', 9, [{ name: 'Sample Egusi Soup', price: 450_000, quantity: 1 }]),
    sampleOrder(103, 'ready', 24, [{ name: 'Sample Suya Platter', price: 500_000, quantity: 1 }]),
    sampleOrder(104, 'picked_up', 40, [{ name: 'Sample Ofada Rice', price: 400_000, quantity: 2 }]),
    sampleOrder(90, 'delivered', 60 * 26, [{ name: 'Sample Jollof Rice', price: 350_000, quantity: 1 }]),
    sampleOrder(91, 'rejected', 60 * 27, [{ name: 'Sample Egusi Soup', price: 450_000, quantity: 3 }], {
      reason: 'An item is out of stock',
    }),
    sampleOrder(92, 'cancelled', 60 * 50, [{ name: 'Sample Chapman', price: 150_000, quantity: 4 }], {
      reason: 'The customer changed their mind',
      cancelled_by: 'customer',
    }),
  ];
}

const STATUS_WORDS: Record<OrderStatus, string> = {
  awaiting_payment: 'awaiting its payment',
  placed: 'placed',
  accepted: 'accepted',
  ready: 'ready',
  picked_up: 'picked up',
  delivered: 'delivered',
  rejected: 'rejected',
  cancelled: 'cancelled',
};

/** A move from the wrong state: the API's 409. */
const wrongState = (order: Order, move: string) =>
  fail(409, `This order was already ${STATUS_WORDS[order.status]}, so it cannot be ${move}.`);

/** The statuses a `status` filter asks for: one status, a group of them (`active`, `closed`), or any. */
function statusesOf(status: string): readonly string[] {
  if (status in ORDER_STATUS_GROUPS) return ORDER_STATUS_GROUPS[status as keyof typeof ORDER_STATUS_GROUPS];
  return status ? [status] : [];
}

/** A page of orders as the API lists them: newest first, by status (or group), merchant and order number. */
function pageOf(orders: readonly Order[], query: URLSearchParams): MockAnswer {
  const statuses = statusesOf(query.get('status') ?? '');
  const search = (query.get('search') ?? '').replace(/\D/g, '');
  const merchantId = query.get('merchant_id');
  const rows = orders
    .filter((order) => statuses.length === 0 || statuses.includes(order.status))
    .filter((order) => !search || order.id === Number(search))
    .filter((order) => !merchantId || order.merchant.id === Number(merchantId))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  const [page, perPage] = [Number(query.get('page') ?? '1'), Number(query.get('per_page') ?? '20')];
  const last = Math.max(1, Math.ceil(rows.length / perPage));
  const shown = rows.slice((page - 1) * perPage, page * perPage);
  return ok({ data: shown, current_page: page, per_page: perPage, total: rows.length, last_page: last });
}

/** An order's timeline, starting with the customer placing it when it has none yet. */
const withTimeline = (order: Order): Order => ({
  ...order,
  timeline: order.timeline ?? [
    {
      id: order.id * 100,
      action: 'placed',
      from_status: null,
      to_status: 'placed',
      actor: { role: 'customer', id: order.customer.id, name: order.customer.name },
      reason: null,
      created_at: order.placed_at ?? order.created_at,
    },
  ],
});

/** The sample kitchen's orders as the API keeps them: found by id, listed a page at a time, moved with a timeline. */
function orderBook() {
  const orders = sampleOrders();
  let nextId = 105;
  let timelineId = 1000;
  const entry = (order: Order, action: OrderTimelineEntry['action'], to: OrderStatus, reason: string | null) => {
    timelineId += 1;
    const row: OrderTimelineEntry = {
      id: timelineId,
      action,
      from_status: order.status === to ? null : order.status,
      to_status: to,
      actor: { role: 'merchant', id: MOCK_USERS.merchant.id, name: 'Sample Kitchen' },
      reason,
      created_at: new Date().toISOString(),
    };
    return row;
  };
  return {
    find: (id: string | undefined) => orders.find((order) => String(order.id) === id),
    list: (query: URLSearchParams) => pageOf(orders, query),
    read: (order: Order) => ok({ order: withTimeline(order) }),
    /** Moves `order` to `to`, with `changes` and a timeline entry for `action`. */
    move(
      order: Order,
      to: OrderStatus,
      action: OrderTimelineEntry['action'],
      changes: Partial<Order>,
      reason: string | null = null,
    ) {
      const row = entry(order, action, to, reason);
      const moved = withTimeline(order);
      Object.assign(order, changes, {
        status: to,
        updated_at: row.created_at,
        timeline: [...(moved.timeline ?? []), row],
      });
      return ok({ order });
    },
    /** A new order, just placed (a test's stand-in for a customer). */
    place(lines: SampleLine[]) {
      nextId += 1;
      const order = sampleOrder(nextId, 'placed', 0, lines);
      orders.push(order);
      return order;
    },
  };
}
type OrderBook = ReturnType<typeof orderBook>;

/** The open live streams (merchant's and admin's): each gets every order placed. */
function orderEvents() {
  const listeners = new Set<(event: OrderLiveEvent) => void>();
  let eventId = 0;
  return {
    stream: () =>
      eventStream((send) => {
        const listener = (event: OrderLiveEvent) => send({ id: event.id, event: event.type, data: event });
        listeners.add(listener);
        return () => listeners.delete(listener);
      }),
    announce(order: Order) {
      eventId += 1;
      const event: OrderLiveEvent = {
        id: eventId,
        type: 'order.placed',
        order_id: order.id,
        number: order.number,
        merchant_id: order.merchant.id,
        status: order.status,
        action: 'placed',
        at: new Date().toISOString(),
      };
      for (const listener of listeners) listener(event);
    },
  };
}
type OrderEvents = ReturnType<typeof orderEvents>;

type OrderAnswer = (order: Order, body: Record<string, unknown>) => MockAnswer;

/** A route on one order, for `user` only: the API's 401/403 for anyone else, 404 for an unknown order. */
const onOrder = (book: OrderBook, user: User, answer: OrderAnswer) => (request: MockRequest) => {
  const refused = refusalUnless(request, user);
  if (refused) return refused;
  const order = book.find(request.params.id);
  return order ? answer(order, request.body ?? {}) : fail(404, 'Order not found.');
};

/** A move that needs a reason (reject, cancel), from the statuses that allow it. */
const withReason =
  (
    book: OrderBook,
    from: readonly OrderStatus[],
    to: OrderStatus,
    word: string,
    by: Partial<Order> = {},
  ): OrderAnswer =>
  (order, body) => {
    const checked = validate(orderReasonSchema, body);
    if (!checked.success) return invalid(checked.errors);
    if (!from.includes(order.status)) return wrongState(order, word);
    const { reason } = checked.output;
    return book.move(
      order,
      to,
      to === 'rejected' ? 'rejected' : 'cancelled',
      { ...by, reason, cancelled_at: iso(Date.now()) },
      reason,
    );
  };

/** Food Order's calls, the admin's only: every order, its stream, one order, cancelling it, the merchants. */
function adminRoutes(book: OrderBook, events: OrderEvents): MockRoutes {
  const admin = MOCK_USERS.admin;
  const cancel = withReason(book, ['placed', 'accepted', 'ready', 'picked_up'], 'cancelled', 'cancelled', {
    cancelled_by: 'admin',
  });
  return {
    'GET /admin/orders': (request) => refusalUnless(request, admin) ?? book.list(request.query),
    'GET /admin/orders/events': (request) => refusalUnless(request, admin) ?? events.stream(),
    'GET /admin/orders/:id': onOrder(book, admin, book.read),
    'POST /admin/orders/:id/cancel': onOrder(book, admin, (order, body) => {
      const answer = cancel(order, body);
      const last = order.timeline?.at(-1);
      if (answer.status === 200 && last) last.actor = { role: 'admin', id: admin.id, name: 'Sample Admin' };
      return answer;
    }),
    'GET /admin/merchants': (request) =>
      refusalUnless(request, admin) ??
      ok({
        data: [sampleMerchant(1, 'Sample Kitchen', 'approved')],
        current_page: 1,
        per_page: 100,
        total: 1,
        last_page: 1,
      }),
  };
}

/** Order Mgt's calls, the approved merchant's only: the queue and history, its stream, one order, the moves. */
function merchantRoutes(book: OrderBook, events: OrderEvents): MockRoutes {
  const merchant = MOCK_USERS.merchant;
  return {
    'GET /merchant/orders': (request) => refusalUnless(request, merchant) ?? book.list(request.query),
    'GET /merchant/orders/events': (request) => refusalUnless(request, merchant) ?? events.stream(),
    'GET /merchant/orders/:id': onOrder(book, merchant, book.read),
    'POST /merchant/orders/:id/accept': onOrder(book, merchant, (order, body) => {
      const checked = validate(acceptOrderSchema, body);
      if (!checked.success) return invalid(checked.errors);
      if (order.status !== 'placed') return wrongState(order, 'accepted');
      const now = Date.now();
      return book.move(order, 'accepted', 'accepted', {
        prep_minutes: checked.output.prep_minutes,
        accepted_at: iso(now),
        ready_by: iso(now + checked.output.prep_minutes * MINUTE),
      });
    }),
    'POST /merchant/orders/:id/reject': onOrder(book, merchant, withReason(book, ['placed'], 'rejected', 'rejected')),
    'POST /merchant/orders/:id/ready': onOrder(book, merchant, (order) =>
      order.status === 'accepted'
        ? book.move(order, 'ready', 'ready', { ready_at: iso(Date.now()) })
        : wrongState(order, 'marked ready'),
    ),
  };
}

export default defineMockApi(() => {
  const book = orderBook();
  const events = orderEvents();
  return {
    ...adminRoutes(book, events),
    ...merchantRoutes(book, events),
    ...storeAvailabilityRoutes(MOCK_USERS.merchant),
    /** A test's stand-in for a customer placing an order (the customer app's call is not this remote's). */
    'POST /__mock/orders': () => {
      const order = book.place([{ name: 'Sample Moi Moi', price: 120_000, quantity: 3 }]);
      events.announce(order);
      return ok({ order });
    },
  };
});
