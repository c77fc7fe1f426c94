#!/usr/bin/env node
// Entry pages benchmark: Lighthouse 12.8 (Node API) on Debian's Chromium against the production server, for the
// pages people arrive on (`/`, `/login`, `/forgot-password`, `/merchant/register`) and for an empty page served by
// the same server in the same run (the floor the network and the browser set). Mobile preset for every page (its
// simulated slow 4G and 4x slower CPU), desktop for `/` and the empty page. Then, with Playwright on the DevTools
// "Slow 3G" profile and a 4x slower CPU, the time until the login form shows and takes typing (its prerender), until
// its Login button is the live page's (React's) and so takes a press, and until the sign-in request leaves when the
// form is filled at once and Login pressed as soon as it is live. This server
// speaks HTTP/1.1, so the browser opens six connections and each request waits out the profile's 2 s latency in
// turn: the number of files counts as much as their size (an HTTP/2 proxy in front, as in production, takes them all
// at once). Builds nothing: run `pnpm build` first. Prints tables and writes
// e2e/artifacts/lighthouse/summary.json (plus each run's full JSON report).
//   pnpm bench:pages                   one run per page and preset
//   BENCH_RUNS=3 pnpm bench:pages      the median of three runs
//   BENCH_PORT=9780 pnpm bench:pages   the server on 9780, the HTTP/2 proxy on 9781, Chrome's debugging port 9782
//   BENCH_CPU_SLOWDOWN=2 pnpm bench:pages   the mobile preset with a 2x slower CPU instead of 4x (a slower host)
// Figures, not a test: the exit code is 1 when a target below is missed, so it can gate a release by hand. Run it
// on a quiet machine (it prints the load average): Lighthouse scales the CPU time it observes.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM } from '../support/chromium.mjs';
import { startProductionServer } from '../support/production-server.mjs';
import { startHttp2Proxy } from './http2-proxy.mjs';
import { median } from './median.mjs';

const e2eRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(e2eRoot, '..');
// chrome-launcher comes with lighthouse (not a dependency of its own here).
const chromeLauncher = await import(
  pathToFileURL(createRequire(fileURLToPath(import.meta.resolve('lighthouse'))).resolve('chrome-launcher')).href
);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
// The mobile preset's CPU slowdown: Lighthouse's default (4x) unless BENCH_CPU_SLOWDOWN says otherwise. Lighthouse
// chose 4x to bring a high-end desktop (benchmark index 1500-2000) down to a mid-tier phone; for a slower host its
// documentation (docs/throttling.md, "Calibrating the CPU slowdown") advises a lower multiplier, 2x from a low-end
// desktop (1000-1500). The targets below are checked whatever the multiplier; the report names it and the host's
// benchmark index, so figures made with another one are never taken for the default's.
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
if (!(CPU_SLOWDOWN >= 1)) {
  console.error(
    `BENCH_CPU_SLOWDOWN is a multiplier of 1 or more (Lighthouse's default is 4), not "${process.env.BENCH_CPU_SLOWDOWN}"`,
  );
  process.exit(2);
}
const EMPTY_PAGE = 'bench-empty.html';
const ENTRY_PAGES = ['/', '/login', '/forgot-password', '/merchant/register'];
const KIB = 1024;
// The targets of every entry page on mobile.
const TARGETS = {
  performance: 0.98,
  lcpTimesEmpty: 1.5,
  tbt: 150,
  cls: 0.02,
  // The page's whole first load, gzip -9 (the bundle report's figure; its platform share has a budget there too).
  javascript: 200 * KIB,
  accessibility: 0.95,
};
// The login form on DevTools' "Slow 3G" (500 kbit/s scaled by 0.8 as DevTools does, 2 s of latency) and 4x CPU.
const SLOW_3G = {
  offline: false,
  latency: 2000,
  downloadThroughput: (500 * 1024 * 0.8) / 8,
  uploadThroughput: (500 * 1024 * 0.8) / 8,
};
const USABLE_LOGIN_MS = 3000;

const loginFigures = (times) =>
  `shown ${times.shown} ms, live (takes a press) ${times.live} ms, sign-in sent ${times.signInSent} ms`;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A deploy root for this run: the live remotes of the local deploy root (`pnpm build` fills `.data/site`) as they
 * are (linked), and a copy of the live shell with the empty page in its folder, so the server serves it exactly
 * like the shell's own files.
 */
function benchSiteRoot(dir) {
  const source = path.resolve(repoRoot, process.env.OJA_DEPLOY_ROOT ?? '.data/site');
  symlinkSync(path.join(source, 'remotes'), path.join(dir, 'remotes'));
  const live = JSON.parse(readFileSync(path.join(source, 'shell', 'live.json'), 'utf8'));
  const shellDir = path.join(dir, 'shell', live.version);
  mkdirSync(shellDir, { recursive: true });
  for (const name of readdirSync(path.join(source, 'shell', live.version))) {
    symlinkSync(path.join(source, 'shell', live.version, name), path.join(shellDir, name));
  }
  writeFileSync(path.join(dir, 'shell', 'live.json'), JSON.stringify(live));
  writeFileSync(
    path.join(shellDir, EMPTY_PAGE),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Empty page</title></head><body><p>Empty page.</p></body></html>\n',
  );
}

const scriptSizes = new Map();
/** The gzip -9 size of a script (as the bundle report counts it), fetched once per URL. */
async function gzipSize(url) {
  if (!scriptSizes.has(url)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    scriptSizes.set(url, gzipSync(body, { level: 9 }).length);
  }
  return scriptSizes.get(url);
}

/** Every script the page loaded (Lighthouse's network log), in gzip bytes. */
async function javascriptOf(lhr) {
  const requests = lhr.audits['network-requests'].details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script' && item.statusCode === 200);
  let total = 0;
  for (const { url } of scripts) total += await gzipSize(url);
  return total;
}

// Lighthouse's own trace recording fails now and then on a busy machine (NO_NAVSTART): such a run is taken again.
const RETRIED_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP']);

async function audit(url, preset, chromePort, attempt = 1) {
  const result = await lighthouse(
    url,
    {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...(preset === 'mobile' ? { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}),
    },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  const { lhr } = result;
  if (lhr.runtimeError && RETRIED_ERRORS.has(lhr.runtimeError.code) && attempt < 3) {
    console.warn(`${url} (${preset}): ${lhr.runtimeError.code}, running it again`);
    return audit(url, preset, chromePort, attempt + 1);
  }
  if (lhr.runtimeError) throw new Error(`${url} (${preset}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return {
    lhr,
    performance: lhr.categories.performance.score,
    accessibility: lhr.categories.accessibility.score,
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    javascript: await javascriptOf(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * Milliseconds from navigation, on Slow 3G with a 4x CPU: until the login form shows and takes typing; until the
 * live page's Login is React's (a press before then is cancelled: the prerendered form takes typing, not presses);
 * and, with the fields filled at once and Login pressed as soon as it is live, until the sign-in request leaves.
 */
async function loginFormTimes(browser, url) {
  // The HTTP/2 proxy's certificate is a throwaway one (http2-proxy.mjs).
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const start = Date.now();
  const since = () => Date.now() - start;
  await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
  // Shown: the password field is on screen and takes typing (the prerendered form does, before any script; what is
  // typed is carried over to the live form).
  const password = page.locator('input[type="password"]:not([disabled])').first();
  await password.waitFor({ state: 'visible', timeout: 120_000 });
  const shown = since();
  // An address with no account: the request is what is measured, not its answer. Typed into the prerendered form,
  // it is carried over to the live one.
  await page.locator('input[type="email"]').first().fill('bench@example.com');
  await password.fill('Bench@12345');
  // Live: React manages the form's submit button (it has attached its props), the copy is gone.
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-oja-prerender]') &&
      [...document.querySelectorAll('form button[type="submit"]')].some((button) =>
        Object.keys(button).some((key) => key.startsWith('__reactProps$')),
      ),
    undefined,
    { timeout: 120_000, polling: 50 },
  );
  const live = since();
  const sent = page
    .waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/auth/login'), {
      timeout: 120_000,
    })
    .then(since);
  await page.locator('form button[type="submit"]').first().click();
  const result = { shown, live, signInSent: await sent };
  await context.close();
  return result;
}

// BENCH_PORT fixes the server's port, and the HTTP/2 proxy's and Chrome's debugging port as the next two (a machine
// shared by several people gives each a range); free ports otherwise.
const fixedPort = Number(process.env.BENCH_PORT ?? 0);
const port = fixedPort || (await freePort());
const base = `http://127.0.0.1:${port}`;
const work = mkdtempSync(path.join(tmpdir(), 'oja-bench-'));
const dataDir = path.join(work, 'data');
const siteRoot = path.join(work, 'site');
mkdirSync(dataDir);
mkdirSync(siteRoot);
benchSiteRoot(siteRoot);
let server;
let chrome;
let failed = false;
try {
  server = await startProductionServer({ port, dataDir, deployRoot: siteRoot });
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM.executablePath,
    chromeFlags: CHROMIUM.args,
    ...(fixedPort ? { port: fixedPort + 2 } : {}),
  });
  const reports = path.join(e2eRoot, 'artifacts', 'lighthouse');
  mkdirSync(reports, { recursive: true });
  const rows = [];
  const plan = [
    ...[...ENTRY_PAGES, `/${EMPTY_PAGE}`].map((pagePath) => ['mobile', pagePath]),
    ['desktop', '/'],
    ['desktop', `/${EMPTY_PAGE}`],
  ];
  for (const [preset, pagePath] of plan) {
    const page = pagePath === `/${EMPTY_PAGE}` ? 'empty page' : pagePath;
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      // A cold load each time: Lighthouse clears the cache and storage itself.
      const outcome = await audit(`${base}${pagePath}`, preset, chrome.port);
      const name = page === 'empty page' ? 'empty' : page === '/' ? 'landing' : page.slice(1).replaceAll('/', '-');
      writeFileSync(path.join(reports, `${preset}-${name}-${run + 1}.json`), JSON.stringify(outcome.lhr));
      runs.push(outcome);
    }
    const pick = (key) => median(runs.map((outcome) => outcome[key]));
    rows.push({
      preset,
      page,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      cls: pick('cls'),
      tbt: pick('tbt'),
      javascript: pick('javascript'),
      benchmarkIndex: pick('benchmarkIndex'),
    });
  }

  const browser = await chromium.launch(CHROMIUM);
  const proxy = await startHttp2Proxy(port, fixedPort ? fixedPort + 1 : 0);
  const loginOver = async (origin) => {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await loginFormTimes(browser, `${origin}/login`));
    return Object.fromEntries(
      ['shown', 'live', 'signInSent'].map((key) => [key, median(runs.map((times) => times[key]))]),
    );
  };
  const login = await loginOver(base);
  const loginHttp2 = await loginOver(proxy.origin);
  await proxy.close();
  await browser.close();

  const fmt = (row) =>
    `  ${row.preset.padEnd(8)}${row.page.padEnd(20)}${row.performance.toFixed(2).padStart(6)}${row.accessibility
      .toFixed(2)
      .padStart(7)}${`${Math.round(row.fcp)} ms`.padStart(10)}${`${Math.round(row.lcp)} ms`.padStart(10)}${row.cls
      .toFixed(3)
      .padStart(
        8,
      )}${`${Math.round(row.tbt)} ms`.padStart(9)}${`${(row.javascript / KIB).toFixed(1)} KiB`.padStart(12)}`;
  // Lighthouse scales the CPU time it observes: on a busy machine every task looks longer (see the empty page).
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
  const host = median(rows.map((row) => row.benchmarkIndex));
  console.log(
    `\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs)` : '(1 run)'}: Debian Chromium, ${base}, load average ${load}`,
  );
  console.log(
    `Mobile CPU slowdown ${CPU_SLOWDOWN}x${CPU_SLOWDOWN === 4 ? " (Lighthouse's default)" : ' (BENCH_CPU_SLOWDOWN; the default is 4x)'}; host benchmark index ${Math.round(host)} (median)\n`,
  );
  console.log(
    `  ${'preset'.padEnd(8)}${'page'.padEnd(20)}${'perf'.padStart(6)}${'a11y'.padStart(7)}${'FCP'.padStart(10)}${'LCP'.padStart(10)}${'CLS'.padStart(8)}${'TBT'.padStart(9)}${'JS (gzip)'.padStart(12)}`,
  );
  for (const row of rows) console.log(fmt(row));
  console.log(
    [
      "\nLogin form on Slow 3G with a 4x slower CPU (phone, 390 px): shown and taking typing, the live page's Login",
      "React's (taking a press), the sign-in request sent when filled at once and pressed as soon as it is live",
      `  HTTP/1.1: ${loginFigures(login)}`,
      `  through an HTTP/2 proxy (as in production): ${loginFigures(loginHttp2)}`,
    ].join('\n'),
  );

  const empty = rows.find((row) => row.preset === 'mobile' && row.page === 'empty page');
  const targets = [];
  for (const pagePath of ENTRY_PAGES) {
    const row = rows.find((item) => item.preset === 'mobile' && item.page === pagePath);
    const lcpLimit = TARGETS.lcpTimesEmpty * empty.lcp;
    targets.push(
      [`${pagePath}: performance >= ${TARGETS.performance}`, row.performance >= TARGETS.performance],
      [
        `${pagePath}: LCP ${(row.lcp / empty.lcp).toFixed(2)} x the empty page's (limit ${TARGETS.lcpTimesEmpty} x = ${Math.round(lcpLimit)} ms)`,
        row.lcp <= lcpLimit,
      ],
      [`${pagePath}: TBT ${Math.round(row.tbt)} ms (limit ${TARGETS.tbt} ms)`, row.tbt <= TARGETS.tbt],
      [`${pagePath}: CLS ${row.cls.toFixed(3)} (limit ${TARGETS.cls})`, row.cls <= TARGETS.cls],
      [
        `${pagePath}: JavaScript ${(row.javascript / KIB).toFixed(1)} KiB gzip (limit ${TARGETS.javascript / KIB} KiB)`,
        row.javascript <= TARGETS.javascript,
      ],
      [`${pagePath}: accessibility >= ${TARGETS.accessibility}`, row.accessibility >= TARGETS.accessibility],
    );
  }
  targets.push([
    `/login shown and taking typing on Slow 3G at ${login.shown} ms (limit ${USABLE_LOGIN_MS} ms)`,
    login.shown <= USABLE_LOGIN_MS,
  ]);
  console.log(`\nTargets (mobile; empty page LCP ${Math.round(empty.lcp)} ms)`);
  for (const [name, met] of targets) console.log(`  ${met ? 'met   ' : 'MISSED'}  ${name}`);
  failed = targets.some(([, met]) => !met);
  writeFileSync(
    path.join(reports, 'summary.json'),
    `${JSON.stringify({ runs: RUNS, cpuSlowdown: CPU_SLOWDOWN, load: loadavg(), rows, login, loginHttp2, targets }, null, 2)}\n`,
  );
} finally {
  await chrome?.kill();
  server?.stop();
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
