// Orders benchmark (prints figures; it asserts nothing). On a throwaway PostgreSQL (and Redis for two instances):
//   1. orders placed per second on one instance, then on two behind the same database and Redis (autocannon,
//      each request a real placement: its own customer, its own Idempotency-Key, priced from the menu);
//   2. the time from a placement on instance A to its event on the merchant streams open on instance B, with 500
//      streams open on B (p50, p95, p99, max);
//   3. 2,000 streams open on one instance: errors, and the server's memory before and with them.
// The data (merchants with menus open all day, customers, their tokens) is written straight into the database
// before the servers start; the demo data and its orders are off.
//   pnpm --filter api bench:orders     (BENCH_SECONDS, BENCH_CONNECTIONS change the load; BENCH_PORT=9410 takes the
//                                       servers' ports from 9410 up instead of any free ones)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openPostgres } from '../src/db/client';
import { createRepositories } from '../src/db/repositories/index';
import { hashToken } from '../src/http/access';
import { type BenchServer, startBenchServer, stopBenchServer } from './bench-servers';
import { startRedis } from './engines.mjs';
import { type Cluster, startCluster } from './pg-cluster.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECRET = 'orders-benchmark-secret-0123456789abcdef0123';
const MERCHANTS = 200;
const CUSTOMERS = 1_600;
const STREAMS_PER_MERCHANT = 10;
const log = (line: string) => console.log(`[bench:orders] ${line}`);

interface Fixture {
  merchants: { id: number; productIds: number[]; token: string }[];
  customers: string[];
}

async function createDatabase(cluster: Cluster, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return cluster.url.replace(/\/postgres$/, `/${name}`);
}

/** Merchants in Lekki with a small menu, open all day; customers; a bearer token for each. */
async function writeFixture(url: string): Promise<Fixture> {
  const database = openPostgres(url);
  await database.migrate();
  const repos = createRepositories(database.db);
  const token = async (userId: number) => {
    const value = randomBytes(32).toString('base64url');
    await repos.tokens.create({ userId, tokenHash: hashToken(value), expiresAt: new Date(Date.now() + 86_400_000) });
    return value;
  };
  const merchants: Fixture['merchants'] = [];
  for (let index = 0; index < MERCHANTS; index += 1) {
    const email = `kitchen${index}@bench.oja`;
    const user = await repos.users.create({ name: `Kitchen ${index}`, email, passwordHash: 'x', userType: 'merchant' });
    const merchant = await repos.merchants.create({
      userId: user.id,
      businessName: `Bench Kitchen ${index}`,
      businessType: 'restaurant',
      businessEmail: email,
      countryCode: '+234',
      businessPhone: '8031234567',
      pickupAddress: `${index + 1} Admiralty Way, Lekki Phase 1, Lagos`,
      latitude: 6.4474 + (index % 20) * 0.001,
      longitude: 3.472 + Math.floor(index / 20) * 0.001,
      verificationStatus: 'approved',
    });
    await repos.store.replaceHours(
      merchant.id,
      Array.from({ length: 7 }, () => ({ closed: false, opensAt: 0, closesAt: 1440 })),
    );
    const category = await repos.menu.createCategory(merchant.id, { name: 'Rice' });
    const productIds: number[] = [];
    for (const [name, price] of [
      ['Jollof Rice', '4500.00'],
      ['Fried Rice', '4500.00'],
      ['Ofada Rice', '5200.00'],
    ] as const) {
      productIds.push((await repos.menu.createProduct(merchant.id, { categoryId: category.id, name, price })).id);
    }
    merchants.push({ id: merchant.id, productIds, token: await token(user.id) });
  }
  const customers: string[] = [];
  for (let index = 0; index < CUSTOMERS; index += 1) {
    const user = await repos.users.create({
      name: `Customer ${index}`,
      email: `customer${index}@bench.oja`,
      passwordHash: 'x',
      userType: 'customer',
    });
    customers.push(await token(user.id));
  }
  await database.close();
  return { merchants, customers };
}

type Server = BenchServer;

/** A server with a data folder of its own (mail outbox, secret), removed when it exits. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oja-bench-orders-'));
  const server = await startBenchServer({ OJA_DATA_DIR: dataDir, OJA_DEPLOY_ROOT: dataDir, OJA_DEMO: '0', ...env });
  server.child.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  return server;
}

const stopServer = stopBenchServer;

/** CPU time a process has used so far (user and system), in ms (Linux, 100 ticks a second). */
function cpuMs(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident memory of a process, in MiB (Linux). */
function rssMiB(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

function orderBody(fixture: Fixture, index: number): string {
  const merchant = fixture.merchants[index % fixture.merchants.length] as Fixture['merchants'][number];
  return JSON.stringify({
    merchant_id: merchant.id,
    items: [
      { product_id: merchant.productIds[index % 3], quantity: 1 + (index % 2) },
      { product_id: merchant.productIds[(index + 1) % 3], quantity: 1 },
    ],
    delivery: { address: '4 Fola Osibo Road, Lekki Phase 1, Lagos', latitude: 6.4431, longitude: 3.4745 },
    payment_method: index % 3 === 0 ? 'card' : 'cash',
  });
}

/** Autocannon placing orders on one base, customers taken in turn from `customers`. */
function placeOrders(base: string, fixture: Fixture, customers: string[], connections: number, seconds = SECONDS) {
  let sent = 0;
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            path: '/api/app/orders',
            setupRequest: (request) => {
              const index = sent++;
              return {
                ...request,
                headers: {
                  'content-type': 'application/json',
                  authorization: `Bearer ${customers[index % customers.length]}`,
                  'idempotency-key': `bench-${base.slice(-5)}-${index}-${randomBytes(4).toString('hex')}`,
                },
                body: orderBody(fixture, index),
              };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

interface Throughput {
  ordersPerSecond: number;
  /** The API processes' CPU time per order placed (what the machine's other load does not change much). */
  cpuMsPerOrder: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function throughput(servers: Server[], fixture: Fixture, customers: string[]): Promise<Throughput> {
  const share = Math.floor(customers.length / servers.length);
  // A short warm-up first (the code's first runs compile it), with customers of its own, not counted.
  const warmUp = customers.splice(0, 100);
  await Promise.all(servers.map((server) => placeOrders(server.base, fixture, warmUp, 10, 2)));
  const cpuBefore = servers.map((server) => cpuMs(server.child.pid));
  const results = await Promise.all(
    servers.map((server, index) =>
      placeOrders(
        server.base,
        fixture,
        customers.slice(index * share, (index + 1) * share),
        Math.floor(CONNECTIONS / servers.length),
      ),
    ),
  );
  // The mails of the last orders are written after their answers.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const cpu = servers.reduce((sum, server, index) => sum + cpuMs(server.child.pid) - (cpuBefore[index] ?? 0), 0);
  const placed = results.reduce((sum, result) => sum + result['2xx'], 0);
  return {
    cpuMsPerOrder: cpu / Math.max(1, placed),
    ordersPerSecond: placed / SECONDS,
    p50: Math.max(...results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
  };
}

/** One placement (its own key), for `merchant`; the order's id, or null when it was refused. */
async function placeOne(base: string, token: string, merchant: Fixture['merchants'][number], index: number) {
  const res = await fetch(`${base}/api/app/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': `one-${index}-${randomBytes(6).toString('hex')}`,
    },
    body: orderBody({ merchants: [merchant], customers: [] }, index),
  });
  const answer = (await res.json()) as { data?: { order?: { id: number } } };
  return answer.data?.order?.id ?? null;
}

interface OpenStream {
  received: Map<number, number>;
  close(): void;
  failed: boolean;
}

/** A merchant stream read by this process; each event's arrival time is kept by order id. */
async function openStreamAt(base: string, token: string): Promise<OpenStream> {
  const controller = new AbortController();
  const received = new Map<number, number>();
  const res = await fetch(`${base}/api/merchant/orders/events`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const stream: OpenStream = { received, close: () => controller.abort(), failed: res.status !== 200 };
  if (res.body === null || res.status !== 200) return stream;
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        const at = performance.now();
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
          buffer = buffer.slice(end + 2);
          if (data) {
            const event = JSON.parse(data) as { order_id: number; action: string };
            if (event.action === 'placed') received.set(event.order_id, at);
          }
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // closed
    }
  })();
  return stream;
}

async function openStreams(base: string, fixture: Fixture, perMerchant: number, merchants: number) {
  const streams: { merchantId: number; stream: OpenStream }[] = [];
  for (const merchant of fixture.merchants.slice(0, merchants)) {
    const batch = await Promise.all(Array.from({ length: perMerchant }, () => openStreamAt(base, merchant.token)));
    for (const stream of batch) streams.push({ merchantId: merchant.id, stream });
  }
  return streams;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** Orders placed on A one after another at a steady pace; each one's arrival on every stream of its merchant on B. */
async function latency(a: string, b: string, fixture: Fixture, customers: string[]) {
  const merchants = 100;
  const streams = await openStreams(b, fixture, 5, merchants);
  const failed = streams.filter((entry) => entry.stream.failed).length;
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const placedAt = new Map<number, { at: number; merchantId: number }>();
  const orders = 200;
  for (let index = 0; index < orders; index += 1) {
    const merchant = fixture.merchants[index % merchants] as Fixture['merchants'][number];
    const at = performance.now();
    const id = await placeOne(a, customers[index % customers.length] ?? '', merchant, index);
    if (id !== null) placedAt.set(id, { at, merchantId: merchant.id });
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const delays: number[] = [];
  let missing = 0;
  for (const [orderId, placed] of placedAt) {
    for (const { merchantId, stream } of streams) {
      if (merchantId !== placed.merchantId) continue;
      const arrived = stream.received.get(orderId);
      if (arrived === undefined) missing += 1;
      else delays.push(arrived - placed.at);
    }
  }
  for (const { stream } of streams) stream.close();
  delays.sort((x, y) => x - y);
  return {
    streams: streams.length,
    failed,
    orders: placedAt.size,
    deliveries: delays.length,
    missing,
    p50: percentile(delays, 50),
    p95: percentile(delays, 95),
    p99: percentile(delays, 99),
    max: delays.at(-1) ?? Number.NaN,
  };
}

/** 2,000 streams on one instance, a heartbeat's worth of time, and one event to each merchant's streams. */
async function manyStreams(server: Server, fixture: Fixture, customers: string[]) {
  const idle = rssMiB(server.child.pid);
  const streams = await openStreams(server.base, fixture, STREAMS_PER_MERCHANT, MERCHANTS);
  const opened = streams.filter((entry) => !entry.stream.failed).length;
  // Past a heartbeat (15 s): every stream renewed its slot and checked its session once.
  await new Promise((resolve) => setTimeout(resolve, 17_000));
  const open = rssMiB(server.child.pid);
  const placed = new Map<number, number>();
  for (const [index, merchant] of fixture.merchants.entries()) {
    const id = await placeOne(server.base, customers[index % customers.length] ?? '', merchant, index);
    if (id !== null) placed.set(merchant.id, id);
  }
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const delivered = streams.filter(({ merchantId, stream }) => {
    const order = placed.get(merchantId);
    return order !== undefined && stream.received.has(order);
  }).length;
  for (const { stream } of streams) stream.close();
  return { asked: streams.length, opened, delivered, idleMiB: idle, openMiB: open };
}

let cluster: Cluster | null = null;
let redis: { url: string; stop(): void } | null = null;
const servers: Server[] = [];
try {
  cluster = await startCluster({ log });
  if (cluster === null) throw new Error('PostgreSQL is not installed: this benchmark needs it');
  redis = await startRedis({ log });
  if (redis === null) throw new Error('redis-server is not installed: the two-instance runs need it');

  log('writing the fixture (merchants with menus, customers, tokens) into the first database...');
  const oneUrl = await createDatabase(cluster, 'oja_orders_one');
  const one = await writeFixture(oneUrl);
  const twoUrl = await createDatabase(cluster, 'oja_orders_two');
  const two = await writeFixture(twoUrl);

  log(`one instance on PostgreSQL: placing orders for ${SECONDS} s with ${CONNECTIONS} connections...`);
  const single = await startServer({ DATABASE_URL: oneUrl });
  servers.push(single);
  const singleRun = await throughput([single], one, one.customers);
  const streamsRun = await (async () => {
    log(`one instance: ${MERCHANTS * STREAMS_PER_MERCHANT} streams...`);
    await stopServer(single);
    servers.pop();
    const roomy = await startServer({ DATABASE_URL: oneUrl, OJA_MAX_CONNECTIONS: '5000' });
    servers.push(roomy);
    return manyStreams(roomy, one, one.customers.slice(800));
  })();

  log(`two instances on PostgreSQL and Redis: placing orders for ${SECONDS} s with ${CONNECTIONS} connections...`);
  const shared = { DATABASE_URL: twoUrl, REDIS_URL: redis.url, OJA_SECRET: SECRET };
  const pair = await Promise.all([startServer(shared), startServer(shared)]);
  servers.push(...pair);
  const [a, b] = pair as [Server, Server];
  const pairRun = await throughput([a, b], two, two.customers.slice(0, 1_200));
  log('two instances: placement on A, events on 500 streams on B...');
  const latencyRun = await latency(a.base, b.base, two, two.customers.slice(1_200));

  const fixed = (value: number, digits = 0) => value.toFixed(digits);
  const [load] = (await import('node:os')).loadavg();
  console.log(
    `\n${SECONDS} s, ${CONNECTIONS} connections, loopback, LOG_LEVEL=warn; the load generator on the same machine; ` +
      `${(await import('node:os')).availableParallelism()} cores, load average ${fixed(load ?? 0, 1)} at the end\n`,
  );
  console.log('Orders placed per second (each a real placement: priced, written with its lines and timeline, mailed)');
  console.log(
    'run                       orders/s   per instance   p50 ms   p99 ms   non-2xx   errors   API CPU ms/order',
  );
  for (const [label, run, count] of [
    ['1 x PostgreSQL', singleRun, 1],
    ['2 x PostgreSQL + Redis', pairRun, 2],
  ] as const) {
    console.log(
      `${label.padEnd(26)}${fixed(run.ordersPerSecond).padStart(8)}${fixed(run.ordersPerSecond / count).padStart(15)}${String(run.p50).padStart(9)}${String(run.p99).padStart(9)}${String(run.non2xx).padStart(10)}${String(run.errors).padStart(9)}${fixed(run.cpuMsPerOrder, 1).padStart(19)}`,
    );
  }
  console.log('\nPlacement on instance A to the event on the merchant streams on instance B (2 x PostgreSQL + Redis)');
  console.log(
    `streams ${latencyRun.streams} (refused ${latencyRun.failed}), orders ${latencyRun.orders}, deliveries ${latencyRun.deliveries} (missing ${latencyRun.missing})`,
  );
  console.log(
    `p50 ${fixed(latencyRun.p50, 1)} ms   p95 ${fixed(latencyRun.p95, 1)} ms   p99 ${fixed(latencyRun.p99, 1)} ms   max ${fixed(latencyRun.max, 1)} ms`,
  );
  console.log('\nStreams open on one instance (PostgreSQL)');
  console.log(
    `asked ${streamsRun.asked}, open ${streamsRun.opened}, an event reached ${streamsRun.delivered} of them after a heartbeat`,
  );
  console.log(
    `server memory (RSS): ${fixed(streamsRun.idleMiB)} MiB idle, ${fixed(streamsRun.openMiB)} MiB with the streams (${fixed(((streamsRun.openMiB - streamsRun.idleMiB) * 1024) / Math.max(1, streamsRun.opened), 1)} KiB a stream)`,
  );
} finally {
  for (const server of servers) {
    if (server.child.exitCode === null) await stopServer(server).catch(() => {});
  }
  redis?.stop();
  cluster?.stop();
}
