#!/usr/bin/env node
// Bundle report: which JavaScript the browser really loads, by app, as gzip (level 9) sizes.
//   - the first load of `/` (the shell plus whatever the landing page needs);
//   - each remote's own JavaScript when its page opens (what its team adds to the page);
//   - named chunks a remote loads lazily (the dashboard's chart chunk, `charts.<hash>.js`).
// It starts the production server on a throwaway data folder, drives Debian's Chromium, and prints a table
// (also written to e2e/artifacts/bundle-report.json). Each page's whole JavaScript has a budget, and so has each
// named chunk: the report fails (exit code 1, so `pnpm test:all` fails) when one is exceeded. Budgets hold today's
// sizes with a little room, so nothing grows unnoticed; where a page has a target below its budget, the report prints
// how far it is. On the entry pages the platform's share (the shell's files: React DOM, the router, the federation
// runtime, TanStack Query, emotion, zustand, valibot and @oja/shared; the floor of the product's stack, axios not in
// it) has a budget of its own, today's with a little room.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM } from '../support/chromium.mjs';
import { startProductionServer } from '../support/production-server.mjs';

const e2eRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.REPORT_PORT ?? 8182);
const base = `http://127.0.0.1:${port}`;
// The demo accounts, from their one source (@oja/shared/demo keeps them in a JSON file beside its entry).
const demoEntry = fileURLToPath(import.meta.resolve('@oja/shared/demo'));
const { admin, merchant } = JSON.parse(readFileSync(path.join(path.dirname(demoEntry), 'accounts.json'), 'utf8'));

const KIB = 1024;
// budget: the page's whole JavaScript may not exceed it (gzip KiB). target: where the page should get to.
// platformBudget: the shell's files on the page may not exceed it. A signed-in page's first call brings the API
// client (axios, about 21 KiB, in the shell's files), which a guest page fetches only with its first submit.
const ENTRY = { platformBudget: 166, target: 200 };
// Each app bundles the stateless entries of @oja/shared it uses (the contract's groups, the rules, the form helpers,
// the formatters, the theme's tokens, the components: docs/platform.md, "Shared modules and versions"); the shell's
// start carries only the session's part of the contract, and the dashboard chrome loads with the dashboard pages. The
// entry pages are held to the product's 200 KiB (docs/bench-log.md, 2026-11-28); the others to their figures then.
const PAGES = [
  { remote: 'mf_landing', path: '/', account: null, budget: 200, ...ENTRY },
  { remote: 'mf_auth', path: '/login', account: null, budget: 200, ...ENTRY },
  { remote: 'mf_auth', path: '/forgot-password', account: null, budget: 200, ...ENTRY },
  { remote: 'mf_merchant_onboarding', path: '/merchant/register', account: null, budget: 200, ...ENTRY },
  { remote: 'mf_dashboard', path: '/dashboard', label: 'admin', account: admin, budget: 227 },
  {
    // The merchant's dashboard is the one with charts: it also loads the chart chunk (echarts, zrender and
    // echarts-for-react, trimmed to the line and pie charts, the plain grid and the canvas renderer).
    remote: 'mf_dashboard',
    path: '/dashboard',
    label: 'merchant',
    account: merchant,
    waitFor: 'canvas',
    budget: 393,
    chunks: [{ name: 'charts', budget: 170 }],
  },
  { remote: 'mf_admin_merchants', path: '/dashboard/merchants', account: admin, budget: 237 },
  { remote: 'mf_menu', path: '/dashboard/menu', account: merchant, budget: 227 },
  { remote: 'mf_orders', path: '/dashboard/orders', account: merchant, live: true, budget: 233 },
  { remote: 'mf_orders', path: '/dashboard/food-orders', account: admin, live: true, budget: 231 },
];

const kib = (bytes) => (bytes / 1024).toFixed(1).padStart(7);

function owner(url) {
  const { pathname } = new URL(url);
  const match = pathname.match(/^\/remotes\/([^/]+)\//);
  return match ? `mf_${match[1].replaceAll('-', '_')}` : 'shell';
}

/** Opens `path` in a fresh context and returns the JavaScript it loaded: url -> gzip size. */
async function loadedScripts(browser, page, session) {
  const context = await browser.newContext();
  if (session) {
    await context.addInitScript((stored) => {
      window.localStorage.setItem('auth_token', stored.token);
      window.localStorage.setItem('user', JSON.stringify(stored.user));
    }, session);
  }
  const tab = await context.newPage();
  const scripts = new Map();
  const reading = [];
  tab.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!response.ok() || !(type.includes('javascript') || response.url().endsWith('.js'))) return;
    reading.push(
      response.body().then(
        (body) => scripts.set(response.url(), gzipSync(body, { level: 9 }).length),
        () => undefined,
      ),
    );
  });
  // A page that keeps a live stream open never goes quiet on the network: it is read once it says it is live.
  await tab.goto(`${base}${page.path}`, { waitUntil: page.live ? 'load' : 'networkidle' });
  await tab.getByRole('heading', { level: 1 }).first().waitFor();
  const live = tab.getByRole('status').filter({ hasText: /^Live$/ });
  if (page.live) await live.first().waitFor({ timeout: 30_000 });
  // Lazily loaded parts (the dashboard's charts) count once they are on the page.
  if (page.waitFor) {
    await tab.locator(page.waitFor).first().waitFor({ timeout: 30_000 });
    await tab.waitForLoadState('networkidle');
  }
  await Promise.all(reading);
  await context.close();
  return scripts;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'oja-bundle-report-'));
let server;
try {
  server = await startProductionServer({ port, dataDir });
  const browser = await chromium.launch(CHROMIUM);
  const sessions = new Map();
  const rows = [];
  let firstLoad = null;
  for (const page of PAGES) {
    let session = null;
    if (page.account) {
      session = sessions.get(page.account.email);
      if (!session) {
        const answer = await fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: page.account.email, password: page.account.password }),
        });
        session = (await answer.json()).data;
        sessions.set(page.account.email, session);
      }
    }
    const scripts = await loadedScripts(browser, page, session);
    const byOwner = {};
    for (const [url, size] of scripts) {
      const app = owner(url);
      byOwner[app] ??= { bytes: 0, files: 0 };
      byOwner[app].bytes += size;
      byOwner[app].files += 1;
    }
    if (page.path === '/') firstLoad = byOwner;
    // A named chunk is `<name>.<hash>.js` in its remote's folder (the remote's webpack config names it).
    const chunks = (page.chunks ?? []).map(({ name, budget, target }) => {
      const files = [...scripts].filter(
        ([url]) => owner(url) === page.remote && new RegExp(`/${name}\\.[0-9a-f]+\\.js$`).test(new URL(url).pathname),
      );
      return { name, budget, target, bytes: files.reduce((sum, [, size]) => sum + size, 0), files: files.length };
    });
    rows.push({
      ...page,
      own: byOwner[page.remote] ?? { bytes: 0, files: 0 },
      platform: byOwner.shell ?? { bytes: 0, files: 0 },
      total: [...scripts.values()].reduce((a, b) => a + b, 0),
      // Each file the page loaded (path and gzip bytes), for finding what a page's bytes are made of.
      scripts: [...scripts].map(([url, bytes]) => ({ file: new URL(url).pathname, bytes })),
      chunks,
    });
  }
  await browser.close();

  console.log('\nBundle report: JavaScript the browser loads, gzip -9 (KiB)\n');
  console.log('First load of /');
  for (const [app, { bytes, files }] of Object.entries(firstLoad ?? {}))
    console.log(`  ${app.padEnd(26)}${kib(bytes)}  (${files} files)`);
  const firstTotal = Object.values(firstLoad ?? {}).reduce((sum, item) => sum + item.bytes, 0);
  console.log(`  ${'total'.padEnd(26)}${kib(firstTotal)}`);
  const verdict = (bytes, budget, target) =>
    `budget ${budget}: ${bytes <= budget * KIB ? 'within' : 'OVER'}${
      target ? `; target ${target}: ${bytes <= target * KIB ? 'met' : `${kib(bytes - target * KIB).trim()} to go`}` : ''
    }`;
  console.log("\nEach remote's own JavaScript when its page opens, and the page's whole JavaScript against its budget");
  for (const row of rows) {
    const where = row.label ? `${row.path} (${row.label})` : row.path;
    console.log(
      `  ${row.remote.padEnd(24)}${where.padEnd(22)}${kib(row.own.bytes)}  (${row.own.files} files; page total ${kib(row.total).trim()}: ${verdict(row.total, row.budget, row.target)})`,
    );
    if (row.platformBudget) {
      console.log(
        `    ${"platform (the shell's files)".padEnd(42)}${kib(row.platform.bytes)}  (${row.platform.files} files; ${verdict(row.platform.bytes, row.platformBudget)})`,
      );
    }
    for (const chunk of row.chunks) {
      console.log(
        `    ${`${chunk.name} chunk`.padEnd(42)}${kib(chunk.bytes)}  (${chunk.files} file; ${verdict(chunk.bytes, chunk.budget, chunk.target)})`,
      );
    }
  }
  const over = rows.flatMap((row) => [
    ...(row.total > row.budget * KIB ? [`${row.path}${row.label ? ` (${row.label})` : ''}`] : []),
    ...(row.platformBudget && row.platform.bytes > row.platformBudget * KIB
      ? [`the platform's share of ${row.path}`]
      : []),
    ...row.chunks.filter((chunk) => chunk.bytes > chunk.budget * KIB).map((chunk) => `the ${chunk.name} chunk`),
  ]);
  if (over.length > 0) {
    console.error(`\nOver budget: ${over.join(', ')}`);
    process.exitCode = 1;
  }
  mkdirSync(path.join(e2eRoot, 'artifacts'), { recursive: true });
  writeFileSync(
    path.join(e2eRoot, 'artifacts', 'bundle-report.json'),
    `${JSON.stringify({ firstLoad: { total: firstTotal, byApp: firstLoad }, remotes: rows }, null, 2)}\n`,
  );
} finally {
  server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
