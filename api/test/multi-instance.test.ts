// Three API processes on one PostgreSQL, one Redis and one object store, started at the same moment on an empty
// database, acting as one service: tokens, logout and password reset, menus kept in memory, rate limits, uploads,
// signed links, reset codes, and one instance killed in the middle of traffic.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DEMO_ACCOUNTS } from '@oja/shared/demo';
import pg from 'pg';
import { S3Storage } from '../src/files/s3-storage';
import { DEFAULT_RATE_LIMITS } from '../src/limits/index';
import { DEMO_MERCHANT, DEMO_MERCHANTS, DEMO_NEW_MERCHANT } from '../src/seed/demo-data';
import { createTestDatabase, type TestDatabase } from './support/database';
import { needs, testRedisUrl, testS3 } from './support/engines';
import { image } from './support/images';
import { multipart } from './support/multipart';
import { listeningAt, type ServerProcess, spawnServer } from './support/server-process';

const SECRET = 'multi-instance-secret-0123456789abcdef0123';
const journal = JSON.parse(
  await readFile(path.join(import.meta.dirname, '..', 'drizzle', 'meta', '_journal.json'), 'utf8'),
) as { entries: unknown[] };

interface Instance {
  name: string;
  server: ServerProcess;
  base: string;
  dataDir: string;
}

/** The envelope's data, read loosely: each test checks the fields it uses. */
// biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, each asserted where it is read
type Answer = { data: any };

async function call(
  instance: Instance,
  method: string,
  url: string,
  options: { token?: string; json?: unknown; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<{ status: number; headers: Headers; json: () => Answer; bytes: Buffer }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${instance.base}${url}`, {
    method,
    headers,
    body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, json: () => JSON.parse(bytes.toString('utf8')) as Answer, bytes };
}

async function signIn(instance: Instance, email: string, password: string): Promise<string> {
  const res = await call(instance, 'POST', '/api/auth/login', { json: { email, password } });
  assert.equal(res.status, 200, res.bytes.toString());
  return res.json().data.token;
}

describe('several instances on one PostgreSQL, Redis and object store', {
  skip: needs('postgres', 'redis', 's3'),
}, () => {
  let database: TestDatabase;
  const instances: Instance[] = [];
  // Every process started, also those of a start-up that failed half-way (they are killed all the same).
  const spawned: { server: ServerProcess; dataDir: string }[] = [];
  const nth = (index: number): Instance => {
    const instance = instances[index];
    if (instance === undefined) throw new Error('the instances did not start');
    return instance;
  };
  const a = () => nth(0);
  const b = () => nth(1);
  const c = () => nth(2);

  before(async () => {
    database = await createTestDatabase({ empty: true });
    const shared = {
      DATABASE_URL: database.url ?? '',
      // A Redis database of its own, so that nothing else in the run shares these counters.
      REDIS_URL: `${testRedisUrl()}/1`,
      ...testS3()?.env,
      OJA_SECRET: SECRET,
      OJA_DEMO: '1',
      OJA_TRUST_PROXY: '1',
    };
    const names = ['A', 'B', 'C'];
    const dataDirs = await Promise.all(names.map(() => mkdtemp(path.join(tmpdir(), 'oja-instance-'))));
    // All three at the same moment, on the empty database.
    const servers = names.map((_, index) =>
      spawnServer({ ...shared, OJA_DATA_DIR: dataDirs[index] ?? '', OJA_DEPLOY_ROOT: dataDirs[index] ?? '' }),
    );
    servers.forEach((server, index) => {
      spawned.push({ server, dataDir: dataDirs[index] ?? '' });
    });
    const bases = await Promise.all(servers.map((server) => listeningAt(server, 400_000)));
    // The start-up banner (which says whether this instance seeded) is logged after the listening line.
    await Promise.all(servers.map((server) => server.waitForLine(/the database was seeded|nothing seeded/)));
    names.forEach((name, index) => {
      instances.push({
        name,
        server: servers[index] as ServerProcess,
        base: bases[index] ?? '',
        dataDir: dataDirs[index] ?? '',
      });
    });
  });

  after(async () => {
    for (const { server, dataDir } of spawned) {
      await server.kill();
      await rm(dataDir, { recursive: true, force: true });
    }
    await database?.close();
  });

  it('all come up on one empty database, which is migrated and seeded once', async () => {
    const seededBy = instances.filter((instance) =>
      instance.server.lines.some((line) => line.includes('First start: the database was seeded.')),
    );
    assert.equal(seededBy.length, 1, 'exactly one instance seeded');
    const count = async (query: string) => {
      const client = new pg.Client({ connectionString: database.url ?? '' });
      await client.connect();
      try {
        return Number((await client.query<{ count: string }>(query)).rows[0]?.count);
      } finally {
        await client.end();
      }
    };
    assert.equal(await count('select count(*) from drizzle.__drizzle_migrations'), journal.entries.length);
    assert.equal(await count("select count(*) from users where user_type = 'admin'"), 1);
    assert.equal(await count('select count(*) from merchants'), DEMO_MERCHANTS.length);
    for (const instance of instances) assert.equal((await call(instance, 'GET', '/api/health')).status, 200);
  });

  /**
   * The instance that made the change refuses the token at once; the others may still know its owner from memory
   * for a moment (the principal cache), never for more than a second.
   */
  async function refusedEverywhereWithinASecond(token: string, changedOn: Instance): Promise<void> {
    const changedAt = Date.now();
    assert.equal((await call(changedOn, 'GET', '/api/auth/profile', { token })).status, 401, changedOn.name);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, changedAt + 1_000 - Date.now())));
    for (const instance of instances) {
      assert.equal((await call(instance, 'GET', '/api/auth/profile', { token })).status, 401, instance.name);
    }
  }

  it('accepts a token issued by one on the others, and refuses it everywhere once logged out', async () => {
    const token = await signIn(a(), DEMO_MERCHANT.email, DEMO_MERCHANT.password);
    for (const instance of [b(), c()]) {
      assert.equal((await call(instance, 'GET', '/api/auth/profile', { token })).status, 200);
      const products = await call(instance, 'GET', '/api/products', { token });
      assert.equal(products.status, 200);
      assert.ok(products.json().data.length > 0);
    }
    assert.equal((await call(a(), 'POST', '/api/auth/logout', { token })).status, 200);
    await refusedEverywhereWithinASecond(token, a());
  });

  it('lists a menu change made through one on the others at once, though they keep the menu in memory', async () => {
    const token = await signIn(a(), DEMO_MERCHANT.email, DEMO_MERCHANT.password);
    const names = async (instance: Instance): Promise<string[]> => {
      const res = await call(instance, 'GET', '/api/products', { token });
      assert.equal(res.status, 200, instance.name);
      return (res.json().data as { name: string }[]).map((product) => product.name);
    };
    const menu = (await call(b(), 'GET', '/api/products', { token })).json().data as { id: number; name: string }[];
    const gone = menu[0];
    assert.ok(gone, 'the demo merchant has dishes');
    await names(c()); // C now remembers the menu too
    assert.equal((await call(a(), 'DELETE', `/api/products/${gone.id}`, { token })).status, 200);
    assert.ok(!(await names(a())).includes(gone.name), 'A');
    // The word travels in milliseconds; the deadline leaves room for a loaded machine and stays far below the
    // 10 seconds after which an instance would forget the menu by itself.
    for (const instance of [b(), c()]) {
      const deadline = Date.now() + 2_000;
      let listed = await names(instance);
      while (listed.includes(gone.name) && Date.now() < deadline) listed = await names(instance);
      assert.ok(!listed.includes(gone.name), `${instance.name} still lists the deleted dish`);
    }
  });

  it('accepts a reset code mailed by one on the others, and the reset ends the sessions on every instance', async () => {
    const { email, password } = DEMO_NEW_MERCHANT;
    const session = await signIn(b(), email, password);
    assert.equal((await call(a(), 'POST', '/api/auth/forgot-password', { json: { email } })).status, 200);
    // The mail is written by a background task of A, into A's outbox.
    let code: string | undefined;
    for (let tries = 0; tries < 300 && code === undefined; tries += 1) {
      const outbox = path.join(a().dataDir, 'mail');
      const files = existsSync(outbox) ? await readdir(outbox) : [];
      for (const file of files) {
        code ??= /Your password reset code is: (\d{5})/.exec(await readFile(path.join(outbox, file), 'utf8'))?.[1];
      }
      if (code === undefined) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.ok(code, 'A mailed a code');
    const verified = await call(b(), 'POST', '/api/auth/verify-reset-code', { json: { email, reset_code: code } });
    assert.equal(verified.status, 200, verified.bytes.toString());
    const newPassword = 'Changed@12345';
    const reset = await call(c(), 'POST', '/api/auth/reset-password', {
      json: { email, reset_code: code, password: newPassword, password_confirmation: newPassword },
    });
    assert.equal(reset.status, 200, reset.bytes.toString());
    await refusedEverywhereWithinASecond(session, c());
    await signIn(a(), email, newPassword);
  });

  it('counts rate limits across the instances', async () => {
    // Sign-in attempts from one address (60 a minute), whichever instance they reach.
    const headers = { 'x-forwarded-for': `198.51.100.${1 + ((randomBytes(1)[0] ?? 0) % 250)}` };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < DEFAULT_RATE_LIMITS.login.perIp.max; attempt += 1) {
      const instance = nth(attempt % 3);
      const email = `nobody.${randomBytes(4).toString('hex')}@example.ng`;
      statuses.push(
        (await call(instance, 'POST', '/api/auth/login', { json: { email, password: 'Wrong@1234' }, headers })).status,
      );
    }
    assert.ok(!statuses.includes(429), `no refusal within the limit: ${statuses.join(',')}`);
    for (const instance of [a(), b(), c()]) {
      const refused = await call(instance, 'POST', '/api/auth/login', {
        json: { email: 'nobody@example.ng', password: 'Wrong@1234' },
        headers,
      });
      assert.equal(refused.status, 429, instance.name);
      assert.ok(Number(refused.headers.get('retry-after')) > 0);
    }
  });

  it('serves a file uploaded through one from the object store on the others, with the same headers', async () => {
    const token = await signIn(a(), DEMO_MERCHANT.email, DEMO_MERCHANT.password);
    const profile = await call(a(), 'GET', '/api/merchant/profile', { token });
    const form = multipart({
      merchant_id: String(profile.json().data.id),
      logo: { filename: 'logo.png', type: 'image/png', data: await image('png', 64) },
    });
    const uploaded = await call(a(), 'POST', '/api/upload/business-logo', {
      token,
      headers: form.headers,
      body: form.payload,
    });
    assert.equal(uploaded.status, 200, uploaded.bytes.toString());
    const url: string = uploaded.json().data.logo;
    const key = /\/api\/files\/public\/([a-f0-9]{32}\.webp)$/.exec(url)?.[1];
    assert.ok(key, url);
    const served = await Promise.all(instances.map((instance) => call(instance, 'GET', `/api/files/public/${key}`)));
    for (const res of served) {
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('content-type'), 'image/webp');
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.equal(res.headers.get('content-length'), String(res.bytes.length));
      assert.ok(res.bytes.equals(served[0]?.bytes ?? Buffer.alloc(0)));
    }
    // In the bucket, and on no instance's own disk.
    const saved = { ...process.env };
    Object.assign(process.env, testS3()?.env);
    const store = new S3Storage({ bucket: testS3()?.bucket ?? '', forcePathStyle: true });
    try {
      const object = await store.open(`images/${key}`);
      assert.ok(object, 'the object is in the bucket');
      object.stream.destroy();
    } finally {
      store.close();
      process.env = saved;
    }
    for (const instance of instances) assert.equal(existsSync(path.join(instance.dataDir, 'uploads')), false);
  });

  it('ends the sessions of a merchant suspended on one instance on every instance within a second', async () => {
    const admin = await signIn(a(), DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const list = await call(a(), 'GET', '/api/admin/merchants?status=suspended&search=abeokuta', { token: admin });
    const id = (list.json().data as { data: { id: number }[] }).data[0]?.id;
    assert.ok(id, 'the seeded suspended merchant');
    assert.equal(
      (await call(a(), 'POST', `/api/admin/merchants/${id}/reinstate`, { token: admin, json: {} })).status,
      200,
    );
    const { email, password } = DEMO_ACCOUNTS.suspendedMerchant;
    const token = await signIn(b(), email, password);
    for (const instance of instances) {
      assert.equal((await call(instance, 'GET', '/api/categories', { token })).status, 200, instance.name);
    }
    const suspended = await call(a(), 'POST', `/api/admin/merchants/${id}/suspend`, {
      token: admin,
      json: { suspension_reason: 'Checked across instances.' },
    });
    assert.equal(suspended.status, 200);
    await refusedEverywhereWithinASecond(token, a());
  });

  it('accepts a signed document link made by one on the others', async () => {
    const token = await signIn(b(), DEMO_MERCHANT.email, DEMO_MERCHANT.password);
    const documents = await call(b(), 'GET', '/api/merchant/documents', { token });
    assert.equal(documents.status, 200);
    const link: string = documents.json().data[0].file_path;
    assert.match(link, /^\/api\/files\/documents\/\d+\?expires=\d+&signature=/);
    for (const instance of [a(), c()]) {
      const res = await call(instance, 'GET', link);
      assert.equal(res.status, 200, instance.name);
      assert.equal(res.headers.get('cache-control'), 'private, no-store');
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
      assert.ok(res.bytes.length > 0);
    }
    assert.equal((await call(c(), 'GET', link.replace(/signature=./, 'signature=0'))).status, 403);
  });

  it('keeps serving signed-in calls on the others when one is killed in the middle of traffic', async () => {
    const token = await signIn(c(), DEMO_MERCHANT.email, DEMO_MERCHANT.password);
    const outcomes: { name: string; status: number | 'failed'; afterKill: boolean }[] = [];
    let killed = false;
    let sent = 0;
    const worker = async () => {
      while (sent < 240) {
        const instance = nth(sent % 3);
        sent += 1;
        if (sent === 60) {
          killed = true;
          void a().server.kill('SIGKILL');
        }
        const afterKill = killed;
        const status = await call(instance, 'GET', '/api/products', { token }).then(
          (res) => res.status,
          () => 'failed' as const,
        );
        outcomes.push({ name: instance.name, status, afterKill });
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    await a().server.exited;
    const others = outcomes.filter((outcome) => outcome.name !== 'A');
    assert.ok(others.filter((outcome) => outcome.afterKill).length >= 100, 'traffic went on after the kill');
    assert.deepEqual(
      others.filter((outcome) => outcome.status !== 200),
      [],
      'every call to B and C was answered 200',
    );
    assert.ok(
      outcomes.some((outcome) => outcome.name === 'A' && outcome.status === 'failed'),
      'A did die',
    );
  });
});
