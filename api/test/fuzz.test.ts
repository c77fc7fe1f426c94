// Hostile and malformed input to every route of the application: whatever arrives, the answer is never a 5xx.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { writeFakeSite } from './matrix/fixtures';
import { type Actors, createActors } from './support/actors';
import { bearer, createTestApp, type TestApp } from './support/app';

let t: TestApp;
let actors: Actors;
let siteRoot: string;

before(async () => {
  siteRoot = await mkdtemp(path.join(tmpdir(), 'oja-fuzz-site-'));
  await writeFakeSite(siteRoot);
  t = await createTestApp({ site: { deployRoot: siteRoot } });
  actors = await createActors(t.repos);
});
after(async () => {
  await t.close();
  await rm(siteRoot, { recursive: true, force: true });
});

const huge = 'A'.repeat(200_000);
const deepArray = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
const deepObject = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;

/** Bodies as raw bytes with the content type they are sent with. */
const BODIES: { name: string; type?: string; body: string | Buffer }[] = [
  {
    name: 'wrong types',
    type: 'application/json',
    body: JSON.stringify({ email: 123, password: true, token: [], reset_code: {} }),
  },
  { name: 'nulls', type: 'application/json', body: JSON.stringify({ email: null, password: null, token: null }) },
  { name: 'arrays for fields', type: 'application/json', body: JSON.stringify({ email: ['a@b.co'], password: ['x'] }) },
  {
    name: 'objects for fields',
    type: 'application/json',
    body: JSON.stringify({ email: { $ne: '' }, password: { $gt: '' } }),
  },
  {
    name: 'huge strings',
    type: 'application/json',
    body: JSON.stringify({ email: `${huge}@x.co`, password: huge, token: huge }),
  },
  {
    name: 'unicode tricks',
    type: 'application/json',
    body: JSON.stringify({ email: 'a\u0000@b.co\u202e', password: '\ud800', token: '\uffff' }),
  },
  { name: '__proto__ key', type: 'application/json', body: '{"__proto__": {"isAdmin": true}, "email": "a@b.co"}' },
  { name: 'constructor key', type: 'application/json', body: '{"constructor": {"prototype": {"isAdmin": true}}}' },
  { name: 'nested __proto__', type: 'application/json', body: '{"email": {"__proto__": {"x": 1}}}' },
  { name: 'top-level array', type: 'application/json', body: '[{"email": "a@b.co"}]' },
  { name: 'top-level string', type: 'application/json', body: '"hello"' },
  { name: 'top-level null', type: 'application/json', body: 'null' },
  { name: 'top-level number', type: 'application/json', body: '1e309' },
  { name: 'deeply nested arrays', type: 'application/json', body: deepArray },
  { name: 'deeply nested objects', type: 'application/json', body: deepObject },
  { name: 'truncated JSON', type: 'application/json', body: '{"email": "a@b.co", "pass' },
  { name: 'empty JSON', type: 'application/json', body: '' },
  {
    name: 'invalid UTF-8',
    type: 'application/json',
    body: Buffer.from([0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
  },
  { name: 'UTF-16 body', type: 'application/json; charset=utf-16', body: Buffer.from('{"email":"a@b.co"}', 'utf16le') },
  { name: 'plain text', type: 'text/plain', body: 'email=a@b.co' },
  {
    name: 'XML',
    type: 'application/xml',
    body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  },
  {
    name: 'form encoded',
    type: 'application/x-www-form-urlencoded',
    body: 'email=a%40b.co&password=x&__proto__[admin]=1',
  },
  { name: 'multipart without boundary', type: 'multipart/form-data', body: 'garbage' },
  {
    name: 'broken multipart',
    type: 'multipart/form-data; boundary=zzz',
    body: '--zzz\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n',
  },
  { name: 'garbage content type', type: '%%%/;;;=', body: '{}' },
  { name: 'body without content type', body: '{"email":"a@b.co"}' },
  { name: 'binary', type: 'application/octet-stream', body: Buffer.from([0, 1, 2, 3, 255, 254]) },
  {
    name: 'over the body limit',
    type: 'application/json',
    body: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_200_000) }),
  },
];

const PARAM_VALUES = [
  '1',
  '0',
  '-1',
  'abc',
  '99999999999999999999',
  '1.5',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  "1' OR '1'='1",
  '%E2%80%AE',
];
const QUERIES = [
  '',
  '?email=a%40b.co&token=x',
  '?email[]=a&token[$ne]=1',
  `?token=${'x'.repeat(5_000)}`,
  '?expires=-1&signature=%00',
  '?__proto__[a]=1',
];

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

function urlsFor(route: string): string[] {
  const withParams = (value: string) => route.replace(/:\w+/g, value).replace(/\*$/, value === '1' ? 'x.js' : value);
  return [...new Set(PARAM_VALUES.map(withParams))];
}

describe('fuzzing every route', () => {
  it('never answers 5xx', async () => {
    const routes = t.app.routeAccess().filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS');
    assert.ok(routes.length >= 15);
    const tokens = [null, actors.admin.token, actors.approvedMerchant.token, actors.customer.token];
    const failures: string[] = [];
    let calls = 0;
    for (const route of routes) {
      const method = METHODS.find((known) => known === route.method);
      assert.ok(method, `unexpected method ${route.method}`);
      for (const [index, url] of urlsFor(route.url).entries()) {
        for (const query of QUERIES) {
          const token = tokens[(index + calls) % tokens.length] ?? null;
          const res = await t.app.inject({ method, url: `${url}${query}`, headers: token ? bearer(token) : {} });
          calls += 1;
          if (res.statusCode >= 500) failures.push(`${method} ${url}${query} -> ${res.statusCode}`);
        }
      }
      if (method === 'GET') continue;
      for (const { name, type, body } of BODIES) {
        for (const token of [actors.admin.token, actors.pendingMerchant.token]) {
          const res: LightMyRequestResponse = await t.app.inject({
            method,
            url: urlsFor(route.url)[0] ?? route.url,
            headers: { ...bearer(token), ...(type ? { 'content-type': type } : {}) },
            payload: body,
          });
          calls += 1;
          if (res.statusCode >= 500)
            failures.push(`${method} ${route.url} [${name}] -> ${res.statusCode} ${res.body.slice(0, 200)}`);
          else if (res.headers['content-type']?.toString().startsWith('application/json')) {
            assert.equal(typeof res.json().success, 'boolean', `${method} ${route.url} [${name}] answers the envelope`);
          }
        }
      }
    }
    assert.deepEqual(failures, []);
    assert.ok(calls > 500, `${calls} calls`);
  });

  it('also sends hostile bodies to GET routes and hostile headers everywhere', async () => {
    const routes = t.app.routeAccess().filter((route) => route.method === 'GET');
    const failures: string[] = [];
    const headerSets: Record<string, string>[] = [
      { authorization: `Bearer ${'x'.repeat(10_000)}` },
      { authorization: 'Bearer !!' },
      { authorization: 'Basic YWRtaW46YWRtaW4=' },
      { 'x-request-id': 'x'.repeat(5_000) },
      { accept: 'text/html', 'accept-encoding': 'br;q=2, gzip;q=-1, *' },
      { range: 'bytes=999999999-' },
      { 'if-none-match': '*' },
      { 'content-type': 'application/json', 'content-length': '5' },
    ];
    for (const route of routes) {
      const url = urlsFor(route.url)[0] ?? route.url;
      for (const headers of headerSets) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        if (res.statusCode >= 500)
          failures.push(`GET ${url} ${JSON.stringify(headers).slice(0, 80)} -> ${res.statusCode}`);
      }
    }
    assert.deepEqual(failures, []);
  });
});
