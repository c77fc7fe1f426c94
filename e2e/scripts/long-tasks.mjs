// Where a page's blocking time goes: the long tasks after its first contentful paint, each with what ran in it.
//
//   node scripts/long-tasks.mjs <url> [runs]        (pnpm --filter e2e bench:long-tasks http://localhost:8080/login 5)
//
// Lighthouse's TBT (`pnpm bench:pages`) is one figure, simulated from an unthrottled load. This loads the page in
// Debian's Chromium at 390 px with the CPU really slowed 4x (DevTools' throttling, as a phone) and reads the
// browser's own trace: every task of 50 ms or more on the page's main thread after the first contentful paint, the
// trace events at the top of it (a script evaluated, a timer, a load event, a layout), and the blocking time they
// add up to (each task's time over 50 ms, as TBT counts it). Run it against a running site (`pnpm start`, or the
// production server on a port of its own). Figures vary from run to run on a busy machine: compare several runs.
import { chromium } from '@playwright/test';
import { CHROMIUM } from '../support/chromium.mjs';
import { median } from './median.mjs';

const LONG_TASK_US = 50_000;
// Inside a long task, events shorter than this are left out of its summary.
const SHOWN_EVENT_US = 3_000;
const SETTLE_MS = 8_000;

const [url, runsArgument = '3'] = process.argv.slice(2);
if (!url) {
  console.error('usage: node scripts/long-tasks.mjs <url> [runs]');
  process.exit(2);
}

/** The trace of one load: the page loaded with a 4x slower CPU, left to settle, traced from before it starts. */
async function traceOfOneLoad(browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events = [];
  cdp.on('Tracing.dataCollected', (message) => events.push(...message.value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,loading',
    transferMode: 'ReportEvents',
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  return events;
}

/** The page's main thread: a cross-site navigation moves to a new renderer, so the busiest renderer main thread. */
function mainThreadOf(events) {
  const threads = events.filter((event) => event.name === 'thread_name' && event.args.name === 'CrRendererMain');
  const eventCount = (thread) => events.filter((e) => e.pid === thread.pid && e.tid === thread.tid).length;
  const [busiest] = threads.sort((a, b) => eventCount(b) - eventCount(a));
  return events.filter((e) => e.pid === busiest.pid && e.tid === busiest.tid && e.ph === 'X');
}

const describe = (event) => {
  const data = event.args?.data ?? {};
  const source = String(data.url ?? data.type ?? '').replace(/.*\//, '');
  return `${Math.round(event.dur / 1000)} ms ${event.name}${source ? ` ${source}` : ''}`;
};

/** The events at the top of a task: within it, long enough to show, and not inside another one shown. */
function topEventsOf(task, thread) {
  const end = task.ts + task.dur;
  const inside = thread.filter(
    (e) => e !== task && e.name !== 'RunTask' && e.dur >= SHOWN_EVENT_US && e.ts >= task.ts && e.ts + e.dur <= end,
  );
  const within = (inner, outer) => outer.ts <= inner.ts && outer.ts + outer.dur >= inner.ts + inner.dur;
  return inside.filter((event) => !inside.some((other) => other.dur > event.dur && within(event, other)));
}

function report(run, events) {
  const thread = mainThreadOf(events);
  const navigation = events.find((e) => e.name === 'navigationStart' && e.pid === thread[0]?.pid) ?? thread[0];
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === thread[0]?.pid);
  if (!paint) throw new Error('no first contentful paint in the trace');
  const since = (ts) => Math.round((ts - navigation.ts) / 1000);
  const tasks = thread.filter((e) => e.name === 'RunTask' && e.ts > paint.ts && e.dur >= LONG_TASK_US);
  const blocking = tasks.reduce((sum, task) => sum + (task.dur - LONG_TASK_US) / 1000, 0);
  console.log(`\nrun ${run}: first contentful paint at ${since(paint.ts)} ms, blocking ${Math.round(blocking)} ms`);
  for (const task of tasks) {
    const summary = topEventsOf(task, thread).map(describe).join(', ');
    console.log(`  at ${since(task.ts)} ms, ${Math.round(task.dur / 1000)} ms: ${summary || '(no event over 3 ms)'}`);
  }
  return blocking;
}

const browser = await chromium.launch({
  executablePath: CHROMIUM.executablePath,
  // Playwright adds its own headless flag.
  args: CHROMIUM.args.filter((flag) => flag !== '--headless'),
});
try {
  const blocking = [];
  for (let run = 1; run <= Number(runsArgument); run++) blocking.push(report(run, await traceOfOneLoad(browser)));
  console.log(
    `\nblocking time after the first paint (4x slower CPU): median ${Math.round(median(blocking))} ms,`,
    `runs ${blocking.map(Math.round).join(', ')} ms`,
  );
} finally {
  await browser.close();
}
