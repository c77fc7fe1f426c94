/**
 * @jest-environment node
 */
// The client over a real HTTP server, with the runtime's own fetch (jsdom has none): what goes over the wire, and
// how answers that are not JSON come back.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiRequest, configureApi, HttpError } from './client';

interface Seen {
  method: string;
  url: string;
  contentType: string;
  authorization: string;
  body: string;
}

let server: Server;
let seen: Seen[] = [];
let respond: (request: IncomingMessage) => { status: number; type?: string; body: string };

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      contentType: request.headers['content-type'] ?? '',
      authorization: request.headers.authorization ?? '',
      body: await bodyOf(request),
    });
    const answer = respond(request);
    response.writeHead(answer.status, { 'content-type': answer.type ?? 'application/json' });
    response.end(answer.body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  configureApi({ baseURL: `http://127.0.0.1:${port}/api`, getToken: () => 'session-token' });
});
afterAll(() => server.close());
beforeEach(() => {
  seen = [];
  respond = () => ({ status: 200, body: JSON.stringify({ success: true, message: 'ok', data: 1 }) });
});

describe('the API client over fetch', () => {
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

  it('sends a form as multipart, with its boundary', async () => {
    const form = new FormData();
    form.append('name', 'Soups');
    form.append('image', new Blob(['png'], { type: 'image/png' }), 'a.png');
    await apiRequest({ method: 'POST', path: '/categories', body: form });
    expect(seen[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.body).toContain('name="image"; filename="a.png"');
  });

  it('gives a failing answer its status and body, parsed when JSON and as text otherwise', async () => {
    respond = () => ({ status: 422, body: JSON.stringify({ success: false, message: 'Invalid', errors: {} }) });
    const invalid = await apiRequest({ method: 'GET', path: '/x' }).catch((error: unknown) => error);
    expect(invalid).toBeInstanceOf(HttpError);
    expect([(invalid as HttpError).status, (invalid as HttpError).body]).toEqual([
      422,
      { success: false, message: 'Invalid', errors: {} },
    ]);

    respond = () => ({ status: 502, type: 'text/html', body: '<h1>Bad gateway</h1>' });
    const gateway = await apiRequest({ method: 'GET', path: '/x' }).catch((error: unknown) => error);
    expect([(gateway as HttpError).status, (gateway as HttpError).body]).toEqual([502, '<h1>Bad gateway</h1>']);
  });

  it('reads an empty answer as null', async () => {
    respond = () => ({ status: 204, body: '' });
    await expect(apiRequest({ method: 'DELETE', path: '/categories/3' })).resolves.toBeNull();
  });

  it('says when no answer came', async () => {
    configureApi({ baseURL: 'http://127.0.0.1:1/api' });
    const error = await apiRequest({ method: 'GET', path: '/x' }).catch((caught: unknown) => caught);
    expect([(error as HttpError).message, (error as HttpError).status]).toEqual(['Network Error', null]);
    const { port } = server.address() as AddressInfo;
    configureApi({ baseURL: `http://127.0.0.1:${port}/api` });
  });
});
