// The mock routes as MSW answers them (the same handlers serve page tests, browser tests and the dev server): a
// streamed answer arrives event by event while it stays open, and the failure switch's dead network is a failed
// request with no answer.
import { getResponse } from 'msw';
import { callRoute, defineMockApi, eventStream, type MockEvent, mockHandlers, ok } from './mock-api';

const createMock = defineMockApi(() => {
  const listeners = new Set<(event: MockEvent) => void>();
  return {
    'GET /health': () => ok({ status: 'ok' }),
    'GET /admin/orders/events': () =>
      eventStream((send) => {
        listeners.add(send);
        return () => listeners.delete(send);
      }),
    'POST /__mock/ping': () => {
      for (const send of listeners) send({ id: 7, event: 'order.placed', data: { order_id: 7 } });
      return ok(null);
    },
  };
});

const ask = (handlers: ReturnType<typeof mockHandlers>, path: string, headers: Record<string, string> = {}) =>
  getResponse(handlers, new Request(`http://localhost/api${path}`, { headers }));

describe('the mock routes through MSW', () => {
  it('streams Server-Sent Events as they are sent, while the stream stays open', async () => {
    const routes = createMock();
    const response = await ask(mockHandlers(routes), '/admin/orders/events', { authorization: 'Bearer mock-token-1' });
    expect(response?.headers.get('content-type')).toBe('text/event-stream');
    const reader = response?.body?.getReader();
    const decoder = new TextDecoder();
    expect(decoder.decode((await reader?.read())?.value)).toBe(': connected\n\n');
    await callRoute(routes, 'POST', '/__mock/ping', null);
    expect(decoder.decode((await reader?.read())?.value)).toBe('id: 7\nevent: order.placed\ndata: {"order_id":7}\n\n');
    await reader?.cancel();
  });

  it('refuses a stream by its access level like any call, and answers a dead network with no answer', async () => {
    const routes = createMock();
    const handlers = mockHandlers(routes);
    expect((await ask(handlers, '/admin/orders/events'))?.status).toBe(401);
    await callRoute(routes, 'POST', '/__mock/failures', { route: 'GET /health', status: 0, times: 1 });
    expect((await ask(handlers, '/health'))?.type).toBe('error');
    expect((await ask(handlers, '/health'))?.status).toBe(200);
  });

  it("answers a call no route answers with the API's 404 envelope", async () => {
    const response = await ask(mockHandlers(createMock()), '/nowhere');
    expect(response?.status).toBe(404);
    expect(await response?.json()).toEqual({
      success: false,
      message: 'Route not found in the mock API: GET /nowhere',
    });
  });
});
