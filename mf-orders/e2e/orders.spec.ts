// Order Mgt alone, in its harness with the mock API (fresh for each test) and a served live stream: the queue in
// each state at phone and desktop widths, a new order arriving without a reload (highlight, tab title), accept,
// mark ready, reject with its required reason, the offline notice and the catch-up, the remembered mute, axe.
// The same flow against the real API, with the rider's calls, is the composed suite's (e2e/tests/orders.spec.ts).
import { lastBody, seriousViolations, startSignedIn, toastWith } from '@oja/harness/e2e';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { placeLiveOrder, serveLiveStream } from './live-stream';

const column = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name} \\d+$`) });
const card = (page: Page, number: string) => page.getByRole('article', { name: number });

async function openQueue(page: Page) {
  await startSignedIn(page, 'merchant');
  const stream = await serveLiveStream(page);
  await page.goto('/dashboard/orders');
  await expect(page.getByRole('heading', { name: 'Order Mgt', level: 1 })).toBeVisible();
  await expect(card(page, 'OJA-000101')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  return stream;
}

test('the queue shows an order in each state, axe finds nothing', async ({ page }, info) => {
  await openQueue(page);
  await expect(column(page, 'New').getByRole('article')).toHaveCount(1);
  await expect(column(page, 'Preparing').getByText('OJA-000102')).toBeVisible();
  await expect(column(page, 'Ready').getByText('OJA-000103')).toBeVisible();
  await expect(column(page, 'Out for delivery').getByText('OJA-000104')).toBeVisible();
  await expect(card(page, 'OJA-000101')).toContainText('N9,100');
  await expect(page).toHaveTitle(/^\(1\) /);
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) animation.finish();
  });
  await page.screenshot({ path: info.outputPath(`queue-${info.project.name}.png`), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
});

test('a new order appears without a reload, highlighted and counted in the title', async ({ page, mockApi }) => {
  const stream = await openQueue(page);
  const { number } = await placeLiveOrder(mockApi, stream);
  await expect(column(page, 'New').getByRole('article', { name: number })).toBeVisible();
  await expect(card(page, number).getByText('New', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/^\(2\) /);
});

test('accept with a preparation time, then mark ready', async ({ page, mockApi }) => {
  await openQueue(page);
  await card(page, 'OJA-000101').getByRole('button', { name: 'Accept' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept OJA-000101' });
  await dialog.getByRole('button', { name: '45 min' }).click();
  await dialog.getByRole('button', { name: 'Accept order' }).click();
  await expect(toastWith(page, 'Order accepted')).toBeVisible();
  await expect(column(page, 'Preparing').getByRole('article', { name: 'OJA-000101' })).toBeVisible();
  expect(lastBody(mockApi, 'POST /merchant/orders/101/accept')).toEqual({ prep_minutes: 45 });
  await card(page, 'OJA-000101').getByRole('button', { name: 'Mark ready' }).click();
  await expect(column(page, 'Ready').getByRole('article', { name: 'OJA-000101' })).toBeVisible();
  await expect(page).not.toHaveTitle(/^\(\d+\) /);
});

test('reject needs a reason', async ({ page }) => {
  await openQueue(page);
  await card(page, 'OJA-000101').getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject OJA-000101' });
  await dialog.getByRole('button', { name: 'Reject order' }).click();
  await expect(dialog.getByText('Please give a reason')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Our oven is broken today');
  await dialog.getByRole('button', { name: 'Reject order' }).click();
  await expect(toastWith(page, 'Order rejected')).toBeVisible();
  await expect(card(page, 'OJA-000101')).toHaveCount(0);
});

test('offline for a while: it says so, reconnects from the last event and catches up', async ({
  page,
  mockApi,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/ERR_INTERNET_DISCONNECTED/);
  const stream = await openQueue(page);
  stream.cut();
  await expect(page.getByText('You are offline')).toBeVisible({ timeout: 10_000 });
  // An order comes while the page cannot hear of it.
  const placed = (await mockApi.request('POST /__mock/orders')).body as { data: { order: { number: string } } };
  await expect(card(page, placed.data.order.number)).toHaveCount(0);
  stream.restore();
  await expect(page.getByText('You are offline')).toBeHidden({ timeout: 10_000 });
  await expect(card(page, placed.data.order.number)).toBeVisible();
});

test('the mute switch is remembered', async ({ page }) => {
  await openQueue(page);
  const sound = page.getByRole('switch', { name: /Sound for new orders/ });
  await expect(sound).toHaveAttribute('aria-checked', 'true');
  await sound.click();
  await expect(sound).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(page.getByRole('switch', { name: /Sound for new orders/ })).toHaveAttribute('aria-checked', 'false');
});

test("an order's details, and back to the queue", async ({ page }, info) => {
  await openQueue(page);
  await card(page, 'OJA-000101').getByRole('link', { name: 'OJA-000101' }).click();
  await expect(page).toHaveURL('/dashboard/orders/101');
  await expect(page.getByRole('heading', { name: 'OJA-000101', level: 2 })).toBeVisible();
  await expect(page.getByText('Note: Extra pepper')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  await page.screenshot({ path: info.outputPath(`details-${info.project.name}.png`), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Back to orders' }).click();
  await expect(page).toHaveURL('/dashboard/orders');
});

test('the Hours tab sets the opening hours with the keyboard; axe finds nothing', async ({ page, mockApi }, info) => {
  await openQueue(page);
  await page.getByRole('link', { name: 'Hours' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/hours$/);
  const hours = page.getByRole('form', { name: 'Opening hours' });
  await hours.getByRole('switch', { name: /^Saturday/ }).focus();
  await page.keyboard.press('Space');
  await expect(hours.getByRole('switch', { name: /^Saturday/ })).not.toBeChecked();
  await hours.getByLabel('Friday, Opens at').fill('08:00');
  await hours.getByLabel('Friday, Closes at').fill('22:00');
  await page.screenshot({ path: info.outputPath(`hours-${info.project.name}.png`), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await hours.getByRole('button', { name: 'Save opening hours' }).click();
  await expect(toastWith(page, 'Opening hours saved successfully!')).toBeVisible();
  const week = lastBody(mockApi, 'PUT /merchant/opening-hours') as { days: object[] };
  expect(week.days[4]).toEqual({ weekday: 'friday', closed: false, opens_at: '08:00', closes_at: '22:00' });
  expect(week.days[5]).toMatchObject({ weekday: 'saturday', closed: true });
  // The queue's switch still says the store's state, from the server.
  await expect(page.getByRole('switch', { name: /Pause new orders/ })).toBeVisible();
});

// Whether the page starts with its sound locked cannot be seen from here: Playwright's own checks count as the page's
// first gesture (the browser reports it "activated" before the queue has rendered). The locked notice and its end are
// the page tests' (orders-page.test.tsx); this checks that in a real browser the chime's audio then runs.
test("the chime's audio runs in the browser once the page has had its gesture, and no notice is left", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const Original = window.AudioContext;
    const made: AudioContext[] = [];
    Object.assign(window, { ojaAudio: made });
    window.AudioContext = class extends Original {
      constructor(options?: AudioContextOptions) {
        super(options);
        made.push(this);
      }
    };
  });
  await openQueue(page);
  await page.getByRole('heading', { name: 'Order Mgt', level: 1 }).click();
  await expect(page.getByText('Tap anywhere to turn on the sound')).toBeHidden();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { ojaAudio: AudioContext[] }).ojaAudio.map((c) => c.state)))
    .toEqual(['running']);
});
