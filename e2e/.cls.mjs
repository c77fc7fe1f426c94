import { chromium } from '@playwright/test';

const width = Number(process.argv[2] ?? 1280);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width, height: 800 } });
await page.addInitScript(() => {
  window.__s = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__s.push({
        t: Math.round(e.startTime),
        v: e.value,
        src: e.sources.map(
          (s) =>
            s.node?.nodeName +
            '.' +
            (s.node?.className ?? '') +
            '#' +
            (s.node?.id ?? '') +
            ' ' +
            JSON.stringify(s.previousRect) +
            '->' +
            JSON.stringify(s.currentRect),
        ),
      });
  }).observe({ type: 'layout-shift', buffered: true });
});
await page.goto('http://127.0.0.1:9094/');
await page.waitForTimeout(4000);
console.log(JSON.stringify(await page.evaluate(() => window.__s), null, 1).slice(0, 3000));
await browser.close();
