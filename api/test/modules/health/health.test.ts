import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/app';

describe('GET /api/health', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('answers 200 with the database kind when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.success, true);
    assert.equal(body.data.status, 'ok');
    assert.equal(body.data.database, t.database.kind);
    assert.equal(res.headers['cache-control'], 'no-store');
  });

  it('echoes a sane x-request-id and makes one up otherwise', async () => {
    const given = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    assert.equal(given.headers['x-request-id'], 'abc-123');
    const hostile = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\u0007' },
    });
    assert.match(String(hostile.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    const none = await t.app.inject({ method: 'GET', url: '/api/health' });
    assert.match(String(none.headers['x-request-id']), /^[0-9a-f-]{36}$/);
  });

  it('answers 503 once the database is unreachable', async () => {
    const other = await createTestApp();
    try {
      await other.database.close();
      const res = await other.app.inject({ method: 'GET', url: '/api/health' });
      assert.equal(res.statusCode, 503);
      assert.deepEqual(res.json(), { success: false, message: 'The database is not reachable.' });
      const live = await other.app.inject({ method: 'GET', url: '/api/health/live' });
      assert.equal(live.statusCode, 200, 'liveness does not depend on the database');
      assert.equal(live.json().data.status, 'ok');
    } finally {
      await other.close();
    }
  });
});
