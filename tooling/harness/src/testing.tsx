// Page tests of a remote, mounted as the shell mounts them: at the page's declared path, with its mount path, in the
// shell's provider stack (`PlatformProviders`: the theme, the base styles, the toast viewport) with a query client of
// its own (no answer leaks from one test to the next), the router, the API client wired to the session as the shell
// wires it, and with the network answered by the remote's mock API through MSW (a test exercises the page's real
// calls, headers, bodies and the client's interceptors, whatever data layer the page uses).

import { existsSync } from 'node:fs';
import path from 'node:path';
import { installMatchMedia } from '@oja/shared/hooks';
import { declarationOf, MountPathProvider, mountPathOf, type RemoteDefinition } from '@oja/shared/platform';
import { PlatformProviders } from '@oja/shared/providers';
import { connectApiToSession, createQueryClient } from '@oja/shared/query';
import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import {
  createMemoryRouter,
  type NavigateFunction,
  Outlet,
  type RouteObject,
  RouterProvider,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import { callProblems, callsOutsideData } from './call-problems';
import { layoutProblems } from './layout-problems';
import { type MockRoutes, mockHandlers } from './mock-api';
import { exposesOf } from './page-source';

export interface MockedApi {
  /** Every request the page made: `GET /categories/with-count`. */
  calls: string[];
  restore(): void;
}

/**
 * Answers the page's API calls from mock routes (the remote's `src/mocks/api.ts`) with MSW's `setupServer`, which
 * intercepts the XMLHttpRequest axios makes in jsdom (and fetch): the page's real client, headers, bodies and
 * interceptors run. A request no route answers is an error, as in the browser tests.
 */
export async function mockApi(routes: MockRoutes): Promise<MockedApi> {
  const server = setupServer(...mockHandlers(routes));
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/api/')) calls.push(`${request.method} ${pathname.slice('/api'.length)}`);
  });
  server.listen({ onUnhandledRequest: 'error' });
  return { calls, restore: () => server.close() };
}

export interface RenderPageOptions {
  /** The address to open (default: the page's mount path). */
  at?: string;
}

/** Where the page navigated to (a data router would need fetch's Request, which jsdom lacks). */
export interface PageLocation {
  pathname: string;
  search: string;
}

// The router's navigate, for the 401 handler set up before the page renders (as the shell's goes to /login).
let navigateInTest: NavigateFunction | null = null;

function LocationProbe({ into }: { into: PageLocation }) {
  const location = useLocation();
  navigateInTest = useNavigate();
  into.pathname = location.pathname;
  into.search = location.search;
  return null;
}

/**
 * Renders one page of a remote as the shell would: `renderPage(remote, 'MenuPage', { at: '/dashboard/menu/items/new' })`.
 * `location` follows the page's navigations.
 */
export async function renderPage(remote: RemoteDefinition, module: string, options: RenderPageOptions = {}) {
  const page = remote.pages[module];
  if (!page) throw new Error(`${remote.name} declares no page ${module}`);
  // Loaded before rendering, as the shell does (it renders a page once its module is there).
  const { default: Page } = await page.load();
  const mountPath = mountPathOf(page.path);
  const location: PageLocation = { pathname: '', search: '' };
  // Before the first render: the page's first requests must already carry the session's token.
  connectApiToSession(() => void navigateInTest?.('/login', { replace: true }));
  // A data router, as the shell's: what needs one (the unsaved-changes blocker) works in the tests too.
  const router = probedRouter(
    location,
    [
      {
        path: page.path,
        element: (
          <MountPathProvider path={mountPath}>
            <Page />
          </MountPathProvider>
        ),
      },
      { path: '*', element: <p>Left the page for another address</p> },
    ],
    options.at ?? mountPath,
  );
  return { ...renderInStack(router), location };
}

/** A memory router at `at` over `routes`, with `location` following its navigations. */
function probedRouter(location: PageLocation, routes: RouteObject[], at: string) {
  return createMemoryRouter(
    [
      {
        element: (
          <>
            <LocationProbe into={location} />
            <Outlet />
          </>
        ),
        children: routes,
      },
    ],
    { initialEntries: [at] },
  );
}

/** The page's stack around a router: the shell's providers with a query client of the test's own. */
function renderInStack(router: ReturnType<typeof createMemoryRouter>) {
  return render(
    <PlatformProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </PlatformProviders>,
  );
}

/**
 * Renders one part of a remote (a component, not a declared page) in the stack a page gets, at `at` (default `/`):
 * `renderPart(<Faq />)`. `location` follows its navigations.
 */
export function renderPart(node: ReactNode, options: RenderPageOptions = {}) {
  const location: PageLocation = { pathname: '', search: '' };
  const router = probedRouter(location, [{ path: '*', element: node }], options.at ?? '/');
  return { ...renderInStack(router), location };
}

/**
 * A reader who asked for less motion: `prefers-reduced-motion: reduce` matches (every other query does not) until
 * `restore()`.
 */
export function preferReducedMotion() {
  return installMatchMedia({ '(prefers-reduced-motion: reduce)': true });
}

function isComponent(value: unknown): boolean {
  // A function component or class, or what memo/forwardRef/lazy return (objects React renders by their $$typeof).
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

/**
 * The remote's contract, as the build and the shell will read it: the declaration is valid, every declared page is
 * exposed (its module is the file the build exposes), and every exposed page exports a component; and with the
 * API: every call of its `src/data/calls.ts` is a declaration of the contract, and it declares calls nowhere else
 * (see call-problems.ts); and its `src/` keeps the remotes' one layout (layout-problems.ts). Returns the
 * problems found (none for a sound remote); each remote's `src/remote.test.ts` expects none.
 */
export async function contractProblems(remote: RemoteDefinition, appDir: string): Promise<string[]> {
  const problems: string[] = [];
  try {
    declarationOf(remote);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  let exposes: Record<string, string> = {};
  try {
    exposes = exposesOf(appDir, remote.pages);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  for (const [module, page] of Object.entries(remote.pages)) {
    const source = exposes[`./${module}`];
    if (!source) {
      problems.push(`${module} is declared but not exposed`);
      continue;
    }
    const exposed: unknown = require(path.join(appDir, source));
    const loaded: unknown = await page.load();
    if (exposed !== loaded) problems.push(`${module}: the exposed file is not the module its load imports`);
    if (!isComponent((exposed as { default?: unknown } | null)?.default)) {
      problems.push(`${module}: ${source} does not export a component as its default`);
    }
  }
  const callsFile = path.join(appDir, 'src', 'data', 'calls.ts');
  if (existsSync(callsFile)) problems.push(...callProblems(require(callsFile) as Record<string, unknown>));
  problems.push(...callsOutsideData(appDir));
  problems.push(...layoutProblems(appDir, Object.values(exposes)));
  return problems;
}

/**
 * The test every remote's `src/remote.test.ts` runs: its contract with the shell holds (see `contractProblems`).
 * `srcDir` is the folder of that test file (`__dirname`).
 */
export function itKeepsItsContract(remote: RemoteDefinition, srcDir: string): void {
  it('exposes every page it declares, each with a component, calls only what the API contract declares, and keeps the one layout', async () => {
    await expect(contractProblems(remote, path.resolve(srcDir, '..'))).resolves.toEqual([]);
  });
}
