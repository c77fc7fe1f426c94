/**
 * @jest-environment jsdom
 */
// The client over a real HTTP server, through jsdom's XMLHttpRequest: axios's browser build and its XHR adapter,
// as on the page (the other API tests answer in front of the wire with MSW). What goes over the wire, and how
// answers that are not JSON, or none, come back. jsdom's page is on another origin than the server, so the server
// answers CORS as a separate API host would. Plain jsdom, not the projects' jest-fixed-jsdom: jsdom's own XHR
// writes jsdom's FormData as multipart, not Node's.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiRequest, getApiClient } from './client';
import { configureApi } from './configuration';
import { ApiError } from './errors';

interface Seen {
  method: string;
  url: string;
  contentType: string;
  authorization: string;
  body: string;
}

let server: Server;
let base = '';
let seen: Seen[] = [];
let respond: (request: IncomingMessage) => { status: number; type?: string; body: string } | null;

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'authorization, content-type, accept',
      'access-control-allow-methods': 'GET, POST, PUT, DELETE',
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      contentType: request.headers['content-type'] ?? '',
      authorization: request.headers.authorization ?? '',
      body: await bodyOf(request),
    });
    const answer = respond(request);
    // null: accept the request and never answer.
    if (!answer) return;
    response.writeHead(answer.status, { ...cors, 'content-type': answer.type ?? 'application/json' });
    response.end(answer.body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  seen = [];
  configureApi({ baseURL: base, getToken: () => 'session-token' });
  respond = () => ({ status: 200, body: JSON.stringify({ success: true, message: 'ok', data: 1 }) });
});

describe('the API client over XMLHttpRequest', () => {
  it('sends the query, the JSON body and the token, and reads the JSON answer', async () => {
    const answer = await apiRequest({
      method: 'POST',
      path: '/merchants/search',
      query: { q: 'Mama Put & Co', page: 1, empty: null },
      body: { name: 'Ada' },
    });
    expect(answer).toEqual({ success: true, message: 'ok', data: 1 });
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/api/merchants/search?q=Mama+Put+%26+Co&page=1',
        contentType: 'application/json',
        authorization: 'Bearer session-token',
        body: '{"name":"Ada"}',
      },
    ]);
  });

  it('sends a form as multipart, with the boundary the browser writes', async () => {
    const form = new FormData();
    form.append('name', 'Soups');
    form.append('image', new File(['png'], 'a.png', { type: 'image/png' }));
    await apiRequest({ method: 'POST', path: '/categories', body: form });
    expect(seen[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.body).toContain('name="image"; filename="a.png"');
  });

  it('gives a failing answer its status and body, parsed when JSON and as text otherwise', async () => {
    respond = () => ({ status: 422, body: JSON.stringify({ success: false, message: 'Invalid', errors: {} }) });
    const invalid = await apiRequest({ method: 'GET', path: '/x' }).catch((error: unknown) => error);
    expect(invalid).toBeInstanceOf(ApiError);
    expect([(invalid as ApiError).status, (invalid as ApiError).body]).toEqual([
      422,
      { success: false, message: 'Invalid', errors: {} },
    ]);

    respond = () => ({ status: 502, type: 'text/html', body: '<h1>Bad gateway</h1>' });
    const gateway = await apiRequest({ method: 'GET', path: '/x' }).catch((error: unknown) => error);
    expect([(gateway as ApiError).status, (gateway as ApiError).body]).toEqual([502, '<h1>Bad gateway</h1>']);
  });

  it('reads an empty answer as null', async () => {
    respond = () => ({ status: 204, body: '' });
    await expect(apiRequest({ method: 'DELETE', path: '/categories/3' })).resolves.toBeNull();
  });

  it('says when no answer came: the call default, with no status', async () => {
    configureApi({ baseURL: 'http://127.0.0.1:1/api' });
    // jsdom reports the refused connection on its console, as a browser does.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await apiRequest({ method: 'GET', path: '/x', failureMessage: 'Failed to get x' }).catch(
      (caught: unknown) => caught,
    );
    expect(String(logged.mock.calls[0]?.[0])).toContain('ECONNREFUSED');
    logged.mockRestore();
    expect(error).toBeInstanceOf(ApiError);
    expect([(error as ApiError).message, (error as ApiError).status]).toEqual(['Failed to get x', null]);
  });

  it('gives up on a server that never answers, when the timeout runs out', async () => {
    respond = () => null;
    // The instance's own 30 s, shortened for this request only: the same XHR timeout path.
    const client = await getApiClient();
    expect(client.defaults.timeout).toBe(30_000);
    const error = await client
      .get('/hang', { timeout: 200, failureMessage: 'Failed to get dashboard' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect([(error as ApiError).message, (error as ApiError).status]).toEqual(['Failed to get dashboard', null]);
  });
});
