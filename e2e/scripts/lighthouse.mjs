#!/usr/bin/env node
// Landing page benchmark: Lighthouse 12.8 (Node API) on Debian's Chromium against the production server, mobile and
// desktop presets, for `/` and for an empty page served by the same server in the same run (the floor the network
// and the browser set). Builds nothing: run `pnpm build` first. Prints a table and writes
// e2e/artifacts/lighthouse/summary.json (plus each run's full JSON report).
//   pnpm bench:landing                 one run per page and preset
//   BENCH_RUNS=3 pnpm bench:landing    the median of three runs
// Targets on mobile (issue 4): performance >= 0.95, LCP <= 2 x the empty page's, CLS <= 0.02, TBT <= 150 ms,
// accessibility >= 0.95. The exit code is 1 when a target is missed, so it can gate a release by hand.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import lighthouse, { desktopConfig } from 'lighthouse';

const e2eRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(e2eRoot, '..');
const chromiumFlags = JSON.parse(readFileSync(path.join(e2eRoot, 'support', 'chromium.json'), 'utf8'));
// chrome-launcher comes with lighthouse (not a dependency of its own here).
const chromeLauncher = await import(
  pathToFileURL(createRequire(fileURLToPath(import.meta.resolve('lighthouse'))).resolve('chrome-launcher')).href
);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const EMPTY_PAGE = 'bench-empty.html';

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

async function waitForHealth(base, deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function audit(url, preset, chromePort) {
  const result = await lighthouse(
    url,
    { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url} (${preset}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return {
    lhr,
    performance: lhr.categories.performance.score,
    accessibility: lhr.categories.accessibility.score,
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
  };
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const work = mkdtempSync(path.join(tmpdir(), 'oja-bench-'));
const dataDir = path.join(work, 'data');
const siteRoot = path.join(work, 'site');
mkdirSync(dataDir);
mkdirSync(siteRoot);
benchSiteRoot(siteRoot);
const server = spawn(process.execPath, [path.join(repoRoot, 'api', 'dist', 'main.js')], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', OJA_DATA_DIR: dataDir, OJA_DEPLOY_ROOT: siteRoot },
  stdio: 'ignore',
});
let chrome;
let failed = false;
try {
  // A fresh data folder means initdb and migrations: slow on a busy machine.
  await waitForHealth(base, Date.now() + 180_000);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? chromiumFlags.executablePath,
    chromeFlags: chromiumFlags.args,
  });
  const reports = path.join(e2eRoot, 'artifacts', 'lighthouse');
  mkdirSync(reports, { recursive: true });
  const rows = [];
  for (const preset of ['mobile', 'desktop']) {
    for (const [label, pagePath] of [
      ['/', '/'],
      ['empty page', `/${EMPTY_PAGE}`],
    ]) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        // A warm-up-free, cold load each time: Lighthouse clears the cache and storage itself.
        const outcome = await audit(`${base}${pagePath}`, preset, chrome.port);
        writeFileSync(
          path.join(reports, `${preset}-${label === '/' ? 'landing' : 'empty'}-${run + 1}.json`),
          JSON.stringify(outcome.lhr),
        );
        runs.push(outcome);
      }
      const pick = (key) => median(runs.map((outcome) => outcome[key]));
      rows.push({
        preset,
        page: label,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        fcp: pick('fcp'),
        lcp: pick('lcp'),
        cls: pick('cls'),
        tbt: pick('tbt'),
      });
    }
  }

  const fmt = (row) =>
    `  ${row.preset.padEnd(8)}${row.page.padEnd(12)}${row.performance.toFixed(2).padStart(6)}${row.accessibility
      .toFixed(2)
      .padStart(8)}${`${Math.round(row.fcp)} ms`.padStart(10)}${`${Math.round(row.lcp)} ms`.padStart(10)}${row.cls
      .toFixed(3)
      .padStart(8)}${`${Math.round(row.tbt)} ms`.padStart(9)}`;
  // Lighthouse scales the CPU time it observes: on a busy machine every task looks longer (see the empty page).
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
  console.log(
    `\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs)` : '(1 run)'}: Debian Chromium, ${base}, load average ${load}\n`,
  );
  console.log(
    `  ${'preset'.padEnd(8)}${'page'.padEnd(12)}${'perf'.padStart(6)}${'a11y'.padStart(8)}${'FCP'.padStart(10)}${'LCP'.padStart(10)}${'CLS'.padStart(8)}${'TBT'.padStart(9)}`,
  );
  for (const row of rows) console.log(fmt(row));

  const mobile = rows.find((row) => row.preset === 'mobile' && row.page === '/');
  const mobileEmpty = rows.find((row) => row.preset === 'mobile' && row.page === 'empty page');
  const targets = [
    ['mobile performance >= 0.95', mobile.performance >= 0.95],
    [`mobile LCP <= 2 x empty page (${Math.round(2 * mobileEmpty.lcp)} ms)`, mobile.lcp <= 2 * mobileEmpty.lcp],
    ['mobile CLS <= 0.02', mobile.cls <= 0.02],
    ['mobile TBT <= 150 ms', mobile.tbt <= 150],
    ['mobile accessibility >= 0.95', mobile.accessibility >= 0.95],
  ];
  console.log('\nTargets (mobile, /)');
  for (const [name, met] of targets) console.log(`  ${met ? 'met   ' : 'MISSED'}  ${name}`);
  failed = targets.some(([, met]) => !met);
  writeFileSync(path.join(reports, 'summary.json'), `${JSON.stringify({ runs: RUNS, rows, targets }, null, 2)}\n`);
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
