// Logs are structured, carry the request id, and never contain passwords, tokens, codes or authorization headers.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { readableLine, redactUrl } from '../../src/http/logging';
import { ACTOR_PASSWORD, type Actors, createActors } from '../support/actors';
import { bearer, createTestApp, type TestApp } from '../support/app';

const lines: string[] = [];
let t: TestApp;
let actors: Actors;

before(async () => {
  t = await createTestApp({ logLines: lines });
  actors = await createActors(t.repos);
});
after(() => t.close());

describe('logs', () => {
  it('keep secrets out while recording every request with its id', async () => {
    const secretPassword = 'Sup3r$ecretPassw0rd';
    const secretToken = 'VerifyTok3nThatMustNotLeak0000000000000000';
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-request-id': 'log-login' },
      payload: { email: actors.admin.user.email, password: ACTOR_PASSWORD },
    });
    const token: string = login.json().data.token;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'x@test.oja', password: secretPassword },
    });
    // A body that fails to parse: the JSON error message would quote it.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"password": "${secretPassword}", broken`,
    });
    await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { ...bearer(token), cookie: `session=${secretToken}` },
    });
    await t.app.inject({ method: 'GET', url: `/api/auth/email/verify?email=a%40b.co&token=${secretToken}` });
    await t.app.inject({ method: 'GET', url: `/api/files/documents/1?expires=1&signature=${secretToken}` });
    t.app.log.info(
      { password: secretPassword, token: secretToken, nested: { reset_code: '12345', authorization: token } },
      'probe',
    );

    const all = lines.join('\n');
    assert.ok(lines.length > 5);
    for (const secret of [secretPassword, secretToken, token, ACTOR_PASSWORD]) {
      assert.equal(all.includes(secret), false, `the log must not contain ${secret.slice(0, 6)}...`);
    }
    const entries = lines.map((line) => JSON.parse(line));
    assert.ok(entries.some((entry) => entry.reqId === 'log-login' && entry.req?.url === '/api/auth/login'));
    assert.ok(entries.some((entry) => entry.req?.url?.includes('token=[REDACTED]')));
    const probe = entries.find((entry) => entry.msg === 'probe');
    assert.equal(probe.password, '[REDACTED]');
    // The code's own field, not a search of the whole log: five digits turn up in timestamps and durations.
    assert.equal(probe.nested.reset_code, '[REDACTED]');
  });

  it('write one line per request, when it is answered, saying what was asked, the status and the time', async () => {
    const before = lines.length;
    await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { ...bearer(actors.admin.token), 'x-request-id': 'one-line' },
    });
    // The line is written once the answer has gone, just after the caller has it.
    for (let tries = 0; tries < 50 && !lines.slice(before).some((line) => line.includes('one-line')); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const mine = lines
      .slice(before)
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.reqId === 'one-line');
    assert.equal(mine.length, 1);
    assert.match(mine[0].msg, /^GET \/api\/auth\/profile 200 \d+ ms$/);
    assert.equal(mine[0].res.statusCode, 200);
  });

  it('read plainly in development: the time, the level, the message, then what came with it', () => {
    const time = new Date(2026, 10, 26, 14, 2, 11).getTime();
    assert.equal(
      readableLine(JSON.stringify({ level: 30, time, msg: 'GET /api/health 200 3 ms', reqId: 'x', req: {} })),
      '14:02:11 INFO  GET /api/health 200 3 ms\n',
    );
    assert.equal(
      readableLine(JSON.stringify({ level: 30, time, msg: 'mail written to the outbox', file: '.data/mail/a.eml' })),
      '14:02:11 INFO  mail written to the outbox  file=.data/mail/a.eml\n',
    );
  });

  it('mask secret query parameters in URLs', () => {
    assert.equal(
      redactUrl('/api/x?email=a&token=abc&signature=def&code=123&expires=9'),
      '/api/x?email=a&token=[REDACTED]&signature=[REDACTED]&code=[REDACTED]&expires=9',
    );
  });
});
