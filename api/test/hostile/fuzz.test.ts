// Hostile and malformed input to every route of the application (the routes come from its own registry, so a new
// route is fuzzed without a line of test): malformed bodies, parameters and headers, and every class of hostile
// input the hostile-*.test.ts files check one by one (text no person types, numbers past the database's range,
// forms cut off mid-file, parameters given twice, bodies that are not UTF-8). Whatever arrives, never a 5xx.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { writeFakeSite } from '../matrix/fixtures';
import { appWithActors } from '../support/actors';
import { bearer } from '../support/app';
import { image } from '../support/images';
import { multipart } from '../support/multipart';
import { apiRoutes, numberFields, type RouteShape, textFields } from '../support/routes';

const siteRoot = await mkdtemp(path.join(tmpdir(), 'oja-fuzz-site-'));
await writeFakeSite(siteRoot);
const { t, actors } = await appWithActors({ site: { deployRoot: siteRoot } });
const shapes = new Map((await apiRoutes(t)).map((shape) => [`${shape.method} ${shape.url}`, shape]));
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
    name: 'NUL, controls, half characters and overrides in common fields',
    type: 'application/json',
    body: JSON.stringify({
      email: 'a\u0000@b.co',
      name: '\u0000',
      description: 'x\u001b[2J\ud800',
      business_name: 'Shop\u202egnp.exe',
      search: '\u0000',
      rejection_reason: '\u0000',
    }),
  },
  {
    name: 'numbers past every range',
    type: 'application/json',
    body: '{"category_id":9999999999,"merchant_ids":[2147483648,1e300],"merchant_id":1e300,"discount":-1e300,"latitude":1e308}',
  },
  {
    name: 'a multipart form cut off in a file',
    type: 'multipart/form-data; boundary=cut',
    body: '--cut\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--cut\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n',
  },
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
  '2147483648',
  '9999999999',
  '99999999999999999999',
  '1.5',
  '1e300',
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
  '?page=1&page=2&per_page=5&per_page=6',
  '?search=%00&status=%00&input=%00&category_id=9999999999',
  '?page=99999999999999999999&per_page=1e300&category_id=2147483648',
  '?search=%E2%80%8B%E2%80%8B&email=%E2%80%AEx',
  '?search=%FF%FE',
];

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

function urlsFor(route: string): string[] {
  const withParams = (value: string) => route.replace(/:\w+/g, value).replace(/\*$/, value === '1' ? 'x.js' : value);
  return [...new Set(PARAM_VALUES.map(withParams))];
}

/** For an API route, a body with every text field hostile and every number field past its range. */
function fieldsBody(shape: RouteShape | undefined): Record<string, unknown> | null {
  if (shape === undefined || shape.body.length === 0) return null;
  const body: Record<string, unknown> = {};
  for (const field of textFields(shape.body)) body[field.name] = 'x\u0000\u202e\ud800';
  for (const field of numberFields(shape.body)) body[field.name] = field.items ? [1e300, 2147483648] : 9999999999;
  return body;
}

const figures = { requests: 0, serverErrors: 0, routes: 0 };

describe('fuzzing every route', () => {
  const routes = t.app.routeAccess().filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS');
  it('has the routes of the application', () => {
    assert.ok(routes.length >= 60, `${routes.length} routes`);
  });

  for (const route of routes) {
    it(`${route.method} ${route.url} never answers 5xx`, async () => {
      const method = METHODS.find((known) => known === route.method);
      assert.ok(method, `unexpected method ${route.method}`);
      const tokens = [null, actors.admin.token, actors.approvedMerchant.token, actors.customer.token];
      const failures: string[] = [];
      const record = (what: string, res: { statusCode: number; body: string; headers: Record<string, unknown> }) => {
        figures.requests += 1;
        if (res.statusCode >= 500) {
          figures.serverErrors += 1;
          failures.push(`${what} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
        } else if (res.statusCode >= 400 && String(res.headers['content-type']).startsWith('application/json')) {
          assert.equal(JSON.parse(res.body).success, false, `${what} refuses in the envelope`);
        }
      };
      const target = urlsFor(route.url)[0] ?? route.url;
      // Each path value with no query, then each query on the route's own path, with callers in turn.
      const calls = [...urlsFor(route.url), ...QUERIES.map((query) => `${target}${query}`)];
      for (const [index, url] of calls.entries()) {
        const token = tokens[index % tokens.length] ?? null;
        record(`${method} ${url}`, await t.app.inject({ method, url, headers: token ? bearer(token) : {} }));
      }
      const sendAs = async (name: string, type: string | undefined, payload: string | Buffer, token: string) =>
        record(
          `${method} ${route.url} [${name}]`,
          await t.app.inject({
            method,
            url: target,
            headers: { ...bearer(token), ...(type ? { 'content-type': type } : {}) },
            payload,
          }),
        );
      for (const [index, { name, type, body }] of BODIES.entries()) {
        await sendAs(name, type, body, index % 2 === 0 ? actors.admin.token : actors.pendingMerchant.token);
      }
      // Every field of this route's own body, hostile, as JSON and as a form with a file cut off half-way.
      const hostile = fieldsBody(shapes.get(`${route.method} ${route.url}`));
      if (hostile !== null) {
        for (const token of [actors.admin.token, actors.approvedMerchant.token]) {
          await sendAs('its own fields, hostile', 'application/json', JSON.stringify(hostile), token);
          const form = multipart({
            ...Object.fromEntries(Object.entries(hostile).map(([key, value]) => [key, String(value)])),
            image: { filename: 'a.png', type: 'image/png', data: await image('png') },
          });
          const cut = form.payload.subarray(0, form.payload.length - 60);
          await sendAs('its own fields in a cut-off form', form.headers['content-type'], cut, token);
        }
      }
      figures.routes += 1;
      assert.deepEqual(failures, []);
    });
  }

  it('also sends hostile headers to every GET route', async () => {
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
    for (const route of routes.filter((candidate) => candidate.method === 'GET')) {
      const url = urlsFor(route.url)[0] ?? route.url;
      for (const headers of headerSets) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        figures.requests += 1;
        if (res.statusCode >= 500) {
          figures.serverErrors += 1;
          failures.push(`GET ${url} ${JSON.stringify(headers).slice(0, 80)} -> ${res.statusCode}`);
        }
      }
    }
    assert.deepEqual(failures, []);
  });

  it('reports its figures', (context) => {
    assert.equal(figures.routes, routes.length, 'every route was fuzzed');
    context.diagnostic(
      `fuzz: ${figures.requests} requests to ${figures.routes} routes, ${figures.serverErrors} answers 5xx`,
    );
  });
});
