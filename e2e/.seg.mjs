import { chromium } from '@playwright/test';

const width = Number(process.argv[2] ?? 390);
const seg = Number(process.argv[3] ?? 1600);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width, height: 900 } });
await page.goto('http://127.0.0.1:9094/');
await page.waitForTimeout(1500);
await page.evaluate(async () => {
  for (let y = 0; y < document.body.scrollHeight; y += 600) {
    window.scrollTo(0, y);
    await new Promise((r) => setTimeout(r, 80));
  }
  window.scrollTo(0, 0);
});
await page.waitForTimeout(1500);
const h = await page.evaluate(() => document.documentElement.scrollHeight);
let i = 0;
for (let y = 0; y < h; y += seg, i++) {
  await page.screenshot({
    path: `/tmp/i4-shots/seg-${width}-${i}.png`,
    fullPage: true,
    clip: { x: 0, y, width, height: Math.min(seg, h - y) },
  });
}
console.log(h, i);
await browser.close();
