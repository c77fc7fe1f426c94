// Helpers for a remote's own browser tests against its harness in mock mode.
//
// `mockTest(createMockApi)` is Playwright's `test` with the remote's mock API answering the page's `/api` calls
// inside the browser's network layer (Playwright's route hands each request to MSW's `getResponse` over the
// remote's handlers), from a fresh state for each test: what a test creates shows in its lists,
// and no other test (nor the other worker) sees it. The dev server's own mock (one state per server) stays for
// people trying the harness by hand; a test never reaches it.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { getResponse } from 'msw';
import type { HarnessSession } from './harness-sessions';
import { HARNESS_SESSIONS } from './harness-sessions';
import {
  bodyOf,
  callRoute,
  MOCK_FAILURES_PATH,
  MOCK_USERS,
  type MockAnswer,
  type MockFailure,
  type MockMethod,
  type MockRoutes,
  mockHandlers,
  mockTokenOf,
  routeMatches,
} from './mock-api';

/** Switches the harness's session (a real sign-in against the mock API) and waits until it took. */
export async function harnessSignIn(page: Page, session: Exclude<HarnessSession, 'guest'>): Promise<void> {
  const bar = page.getByRole('region', { name: 'Standalone harness' });
  await bar.getByLabel('Session').selectOption({ label: HARNESS_SESSIONS[session].label });
  // signIn stores the token in sessionStorage ("Remember me" off).
  await page.waitForFunction(() => window.sessionStorage.getItem('auth_token') !== null);
}

/**
 * Starts the page's tab signed in as one of the demo accounts of the mock API (the session the harness's switch
 * makes, stored before the page loads), so the page's first calls already carry the token.
 */
export async function startSignedIn(page: Page, session: Exclude<HarnessSession, 'guest'>): Promise<void> {
  const user = MOCK_USERS[session];
  await page.addInitScript(
    (stored) => {
      window.sessionStorage.setItem('auth_token', stored.token);
      window.sessionStorage.setItem('user', stored.user);
    },
    { token: mockTokenOf(user), user: JSON.stringify(user) },
  );
}

/** A toast on screen (the viewport also repeats its text in a hidden live region for screen readers). */
export function toastWith(page: Page, text: string) {
  return page.getByRole('region', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: text });
}

/**
 * Waits for the page's running animations that end (a dialog rising and fading in), so axe never measures a colour
 * mid-fade: a field at half opacity fails its contrast check. Endless or paused ones (a spinner, a paused
 * carousel) are not waited for.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** An axe scan (WCAG 2.1 A and AA) of what the page shows now: its serious and critical violations as lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * Whether two elements' boxes overlap on screen, once `settled`'s animations (a toast sliding in) have finished: a
 * toast must not cover the top bar, or a heading's words. With `text`, `other` counts by the extent of its text (a
 * heading's box spans its whole row, however short its words).
 */
export async function overlapOnScreen(
  settled: Locator,
  other: Locator,
  { text = false }: { text?: boolean } = {},
): Promise<boolean> {
  await settled.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  const otherBox = text
    ? await other.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const { x, y, width, height } = range.getBoundingClientRect();
        return { x, y, width, height };
      })
    : await other.boundingBox();
  const [a, b] = [await settled.boundingBox(), otherBox];
  if (a === null || b === null) throw new Error('overlapOnScreen: an element is not on screen');
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** What axe's `rules` (whatever their impact: `heading-order` is only "moderate") find on the page now, as lines. */
export async function ruleViolations(page: Page, rules: string[]): Promise<string[]> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).withRules(rules).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** The body the page sent with its last call of `route` (`'PUT /merchant/bank-account'`), as the mock API saw it. */
export function lastBody(api: Pick<MockApiControl, 'calls' | 'bodies'>, route: string) {
  return api.bodies[api.calls.lastIndexOf(route)];
}

/** A test's handle on its mock API. */
export interface MockApiControl {
  /** Every call the page made, in order: `POST /categories`. */
  calls: string[];
  /** The body of each call, in the same order (JSON, or a multipart form's text fields; null without one). */
  bodies: (Record<string, unknown> | null)[];
  /** The failure switch: `fail('GET /categories', { status: 500 })`; status 0 drops the connection. */
  fail(route: `${MockMethod} /${string}`, failure?: Omit<MockFailure, 'route'>): Promise<void>;
  /** Every route answers again. */
  heal(): Promise<void>;
  /** Calls the mock directly, as the page would (to set up what a test is not about): `request('DELETE /products/1')`. */
  request(route: `${MockMethod} /${string}`, body?: Record<string, unknown>): Promise<MockAnswer>;
  /** Holds each answer of `route` until the returned function is called (to see a page's loading state). */
  hold(route: `${MockMethod} /${string}`): () => void;
}

interface ConsoleGuardFixtures {
  /** Console errors matching one of these are expected by the test (a call it makes fail on purpose). */
  allowConsoleErrors: (...patterns: RegExp[]) => void;
  allowedErrors: RegExp[];
  consoleGuard: undefined;
}

/**
 * Playwright's `test` that fails a test on any page error or console error the test did not allow. The remotes'
 * suites (through `mockTest`) and the composed suite both build on it.
 */
export const guardedTest = base.extend<ConsoleGuardFixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  allowedErrors: async ({}, use) => {
    await use([]);
  },
  allowConsoleErrors: async ({ allowedErrors }, use) => {
    await use((...patterns) => {
      allowedErrors.push(...patterns);
    });
  },
  consoleGuard: [
    async ({ page, allowedErrors }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
      await use(undefined);
      const unexpected = problems.filter((problem) => !allowedErrors.some((pattern) => pattern.test(problem)));
      expect(unexpected, 'unexpected errors in the browser').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Playwright's `test` whose page has `/api` answered by `createMockApi()` (the remote's `src/mocks/api.ts`). It
 * fails a test on any page error or console error the test did not allow, so a call the mock does not cover (a
 * 404 in the console) fails the test that makes it.
 */
export function mockTest(createMockApi: () => MockRoutes) {
  return guardedTest.extend<{ mockApi: MockApiControl }>({
    mockApi: [
      async ({ page, baseURL }, use) => {
        const routes = createMockApi();
        const handlers = mockHandlers(routes);
        const origin = new URL(baseURL ?? 'http://localhost').origin;
        const held = new Map<string, Promise<void>>();
        const control: MockApiControl = {
          calls: [],
          bodies: [],
          fail: async (route, failure = { status: 500 }) => {
            const answer = await callRoute(routes, 'POST', MOCK_FAILURES_PATH, { route, ...failure });
            if (answer.status !== 200) throw new Error(`The failure switch refused ${route}`);
          },
          heal: async () => {
            await callRoute(routes, 'DELETE', MOCK_FAILURES_PATH, null);
          },
          request: (route, body) => {
            const [method, path = ''] = route.split(' ') as [MockMethod, string];
            return callRoute(routes, method, path, body ?? null);
          },
          hold: (route) => {
            let release = () => {};
            held.set(
              route,
              new Promise<void>((resolve) => {
                release = resolve;
              }),
            );
            return () => {
              held.delete(route);
              release();
            };
          },
        };
        await page.route(
          (url) => url.origin === origin && url.pathname.startsWith('/api/'),
          async (route) => {
            const sent = route.request();
            const body = sent.postDataBuffer();
            const request = new Request(sent.url(), {
              method: sent.method(),
              headers: await sent.allHeaders(),
              ...(body ? { body: new Uint8Array(body) } : {}),
            });
            control.calls.push(`${request.method} ${new URL(request.url).pathname.slice('/api'.length)}`);
            control.bodies.push((await bodyOf(request)).body);
            const response = await getResponse(handlers, request);
            for (const [key, wait] of held) if (routeMatches(key, request.method, request.url)) await wait;
            // The page may be gone by now (the test ended while an answer was held). Playwright's route cannot
            // stream: a test that needs a live stream serves it itself (a route of its own, registered later).
            const streamed = response?.headers.get('content-type')?.includes('text/event-stream');
            if (!response || response.type === 'error' || streamed) {
              await response?.body?.cancel();
              return route.abort('failed').catch(() => undefined);
            }
            return route
              .fulfill({
                status: response.status,
                headers: Object.fromEntries(response.headers),
                body: Buffer.from(await response.arrayBuffer()),
              })
              .catch(() => undefined);
          },
        );
        await use(control);
      },
      { auto: true },
    ],
  });
}

export { expect };
