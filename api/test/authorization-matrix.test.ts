// Runs the authorization matrix (test/matrix/table.ts) against the real application, and fails when a route of
// the application has no row, or a row names a route that does not exist.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createFixtures, type Fixtures, writeFakeSite } from './matrix/fixtures';
import { MATRIX, MATRIX_ACTORS, type MatrixRow } from './matrix/table';
import { type Actors, createActors } from './support/actors';
import { bearer, createTestApp, type TestApp } from './support/app';
import { listen, openStream } from './support/streams';

let t: TestApp;
let actors: Actors;
let fixtures: Fixtures;
let siteRoot: string;
/** Where the application listens, for the rows whose answer is a stream. */
let base: string;

before(async () => {
  siteRoot = await mkdtemp(path.join(tmpdir(), 'oja-matrix-site-'));
  await writeFakeSite(siteRoot);
  t = await createTestApp({ site: { deployRoot: siteRoot }, orders: { sweepEveryMs: 0 } });
  actors = await createActors(t.repos);
  fixtures = await createFixtures(t, actors);
  base = await listen(t);
});
after(async () => {
  await t.close();
  await rm(siteRoot, { recursive: true, force: true });
});

const key = (method: string, route: string) => `${method} ${route}`;

describe('the authorization matrix', () => {
  it('has a row for every route of the application, and no row for a route that does not exist', () => {
    const routes = t.app.routeAccess();
    const gets = new Set(routes.filter((route) => route.method === 'GET').map((route) => route.url));
    // A HEAD route is the automatic twin of its GET (same access), unless it stands alone.
    const expected = new Set(
      routes
        .filter((route) => route.method !== 'OPTIONS' && !(route.method === 'HEAD' && gets.has(route.url)))
        .map((route) => key(route.method, route.url)),
    );
    const rows = new Set(MATRIX.map((row) => key(row.method, row.route)));
    const missing = [...expected].filter((route) => !rows.has(route));
    const unknown = [...rows].filter((row) => !expected.has(row));
    assert.deepEqual(missing, [], `routes without a row in test/matrix (table.ts or rows/): ${missing.join(', ')}`);
    assert.deepEqual(unknown, [], `rows for routes that do not exist: ${unknown.join(', ')}`);
    assert.equal(rows.size, MATRIX.length, 'each route has exactly one row');
  });

  async function call(row: MatrixRow, actor: (typeof MATRIX_ACTORS)[number]) {
    const spec = row.request?.(fixtures) ?? { url: row.route };
    const token = actor === 'guest' ? null : await actors.freshToken(actor);
    if (row.stream) {
      const opened = await openStream(`${base}${spec.url}`, token, spec.headers);
      opened.close();
      return { statusCode: opened.status };
    }
    return t.app.inject({
      method: row.method,
      url: spec.url,
      headers: { ...(token ? bearer(token) : {}), ...spec.headers },
      ...(spec.payload === undefined ? {} : { payload: spec.payload as Record<string, unknown> }),
    });
  }

  for (const row of MATRIX) {
    it(`${row.method} ${row.route}`, async () => {
      const actual: Record<string, number> = {};
      for (const actor of MATRIX_ACTORS) actual[actor] = (await call(row, actor)).statusCode;
      assert.deepEqual(actual, row.expect);
    });
  }

  it('answers refusals in the envelope', async () => {
    const profile = MATRIX.find((row) => row.route === '/api/auth/profile');
    assert.ok(profile);
    for (const actor of ['guest', 'customer', 'rider'] as const) {
      const res: { json(): { success: boolean; message: unknown } } = await t.app.inject({
        method: 'GET',
        url: profile.route,
        headers: actor === 'guest' ? {} : bearer(await actors.freshToken(actor)),
      });
      assert.equal(res.json().success, false);
      assert.equal(typeof res.json().message, 'string');
    }
  });
});
