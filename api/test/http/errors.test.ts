// The envelope and error rules: a client mistake is never a 500, an unexpected error is a
// generic 500 that leaks nothing, and every answer carries the security headers.
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { MESSAGES } from '../../src/errors';
import { page } from '../../src/http/envelope';
import { type Actors, createActors } from '../support/actors';
import { bearer, createTestApp, type TestApp } from '../support/app';

let t: TestApp;
let actors: Actors;
const logLines: string[] = [];

before(async () => {
  t = await createTestApp({
    logLines,
    extend: (app) => {
      app.get('/api/probe/boom', { config: { access: 'public' } }, async () => {
        throw new Error('connection to 10.0.0.7 failed: password=hunter2');
      });
      app.get('/api/probe/rejects', { config: { access: 'public' } }, async () =>
        Promise.reject('a string, not an Error'),
      );
    },
  });
  actors = await createActors(t.repos);
});
after(() => t.close());

const json = { 'content-type': 'application/json' };

describe('client mistakes', () => {
  it('malformed JSON -> 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: json,
      payload: '{"email": "a@b.co",',
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { success: false, message: 'The request body is not valid JSON.' });
  });

  it('an empty JSON body -> 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: json, payload: '' });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().success, false);
  });

  it('a JSON body that is not an object -> 400', async () => {
    for (const payload of ['[1,2]', '"text"', '42', 'null', 'true']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: json, payload });
      assert.equal(res.statusCode, 400, payload);
      assert.deepEqual(res.json(), { success: false, message: 'The request body must be a JSON object.' });
    }
  });

  it('prototype-poisoning keys -> 400', async () => {
    for (const payload of ['{"__proto__": {"admin": true}}', '{"constructor": {"prototype": {"admin": true}}}']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: json, payload });
      assert.equal(res.statusCode, 400, payload);
    }
  });

  it('unknown route -> JSON 404, also for a wrong method', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/nothing/here' });
    assert.equal(unknown.statusCode, 404);
    assert.deepEqual(unknown.json(), { success: false, message: 'Route not found: GET /api/nothing/here' });
    const wrongMethod = await t.app.inject({ method: 'DELETE', url: '/api/auth/login' });
    assert.equal(wrongMethod.statusCode, 404);
    assert.equal(wrongMethod.json().success, false);
    assert.match(String(wrongMethod.headers['content-type']), /^application\/json/);
  });

  it('oversized body -> 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: json,
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_100_000) }),
    });
    assert.equal(res.statusCode, 413);
    assert.deepEqual(res.json(), { success: false, message: 'The request body is too large.' });
  });

  it('wrong content type -> 415', async () => {
    for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'image/png']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': type },
        payload: 'email=a@b.co',
      });
      assert.equal(res.statusCode, 415, type);
      assert.equal(res.json().success, false);
    }
  });

  it('a multipart form on a JSON-only route -> 415', async () => {
    const boundary = 'X-OJA-BOUNDARY';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n--${boundary}--\r\n`,
    });
    assert.equal(res.statusCode, 415);
    assert.deepEqual(res.json(), { success: false, message: 'This endpoint accepts JSON only.' });
  });

  it('a malformed URL -> 400 in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/files/public/%zz' });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { success: false, message: 'The request URL is not valid.' });
    assert.ok(res.headers['x-request-id']);
  });

  it('a Content-Length that lies -> 400, over a real socket', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{"a":1}',
        );
        socket.end();
      });
      let data = '';
      socket.on('data', (chunk) => {
        data += chunk.toString();
      });
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    assert.match(answer, /^HTTP\/1\.1 400/);
  });
});

describe('unexpected errors', () => {
  it('answer a generic 500 that leaks nothing, and log it with the request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/boom', headers: { 'x-request-id': 'trace-500' } });
    assert.equal(res.statusCode, 500);
    assert.deepEqual(res.json(), { success: false, message: MESSAGES.serverError });
    assert.doesNotMatch(res.body, /10\.0\.0\.7|hunter2|stack/);
    const line = logLines
      .map((raw) => JSON.parse(raw))
      .find((entry) => entry.reqId === 'trace-500' && entry.level === 50);
    assert.ok(line, 'the error is logged with the request id');
    assert.match(line.err.message, /connection to 10\.0\.0\.7 failed/);
  });

  it('treat a rejected non-Error the same way', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/rejects' });
    assert.equal(res.statusCode, 500);
    assert.deepEqual(res.json(), { success: false, message: MESSAGES.serverError });
  });
});

describe('lists', () => {
  it('are a Page: data.data rows with current_page, per_page, total and last_page', () => {
    assert.deepEqual(page(['a', 'b'], { page: 2, per_page: 2 }, 5), {
      data: ['a', 'b'],
      current_page: 2,
      per_page: 2,
      total: 5,
      last_page: 3,
    });
    assert.equal(page([], { page: 1, per_page: 15 }, 0).last_page, 1);
  });
});

describe('422 answers', () => {
  it('carry errors: {field: [messages]} and the first message as the message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'bad', password: '' } });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json(), {
      success: false,
      message: 'Please enter a valid email address',
      errors: { email: ['Please enter a valid email address'], password: ['Password is required'] },
    });
  });
});

describe('headers on every answer', () => {
  const expectSecurityHeaders = (headers: Record<string, unknown>, label: string) => {
    const csp = String(headers['content-security-policy']);
    assert.match(csp, /default-src 'self'/, label);
    assert.match(csp, /frame-ancestors 'none'/, label);
    assert.match(csp, /object-src 'none'/, label);
    assert.match(csp, /base-uri 'self'/, label);
    assert.match(csp, /style-src 'self'[^;]* 'unsafe-inline'/, label);
    assert.match(csp, /img-src 'self'[^;]* data: blob:/, label);
    assert.equal(headers['x-content-type-options'], 'nosniff', label);
    assert.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin', label);
    assert.equal(headers['cross-origin-opener-policy'], 'same-origin', label);
    assert.equal(headers['x-frame-options'], 'DENY', label);
  };

  it('success, 401, 404, 422 and 500 alike, with no-store on API JSON', async () => {
    const answers = {
      success: await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(actors.admin.token) }),
      unauthorised: await t.app.inject({ method: 'GET', url: '/api/auth/profile' }),
      notFound: await t.app.inject({ method: 'GET', url: '/api/none' }),
      invalid: await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} }),
      failure: await t.app.inject({ method: 'GET', url: '/api/probe/boom' }),
    };
    for (const [label, res] of Object.entries(answers)) {
      expectSecurityHeaders(res.headers, label);
      assert.equal(res.headers['cache-control'], 'no-store', label);
      assert.ok(res.headers['x-request-id'], label);
      assert.match(String(res.headers['content-type']), /^application\/json/, label);
    }
  });
});
