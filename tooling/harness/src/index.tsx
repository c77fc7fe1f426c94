// A small, clearly labelled page that mounts one remote's pages on their own, for the team that builds them and
// for testers: the real theme, router, session store, toast viewport and API (through the dev server's proxy).
// It exists in development builds only.
import { css } from '@emotion/react';
import { apiRequest, authApi, configureApi, getErrorMessage } from '@oja/shared/api';
import { type Access, decideAccess, MountPathProvider, mountPathOf, type RemoteDefinition } from '@oja/shared/platform';
import { PlatformProviders } from '@oja/shared/providers';
import { connectApiToSession } from '@oja/shared/query';
import { clearSession, updateUser, useSession } from '@oja/shared/session';
import { lazy, type ReactNode, StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Navigate, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { HARNESS_SESSIONS, type HarnessSession, switchSession } from './harness-sessions';

/** Whether /api is answered by the remote's mock handlers (the dev server's `OJA_MOCK_API=1`). */
function useMockMode(): boolean {
  const [mock, setMock] = useState(false);
  useEffect(() => {
    apiRequest<{ data?: { mock?: boolean } }>({ method: 'GET', path: '/health' })
      .then((answer) => setMock(answer.data?.mock === true))
      .catch(() => undefined);
  }, []);
  return mock;
}

function HarnessBar({ remote }: { remote: RemoteDefinition }) {
  const user = useSession((state) => state.user);
  const [status, setStatus] = useState<string>('');
  const mock = useMockMode();
  const pages = Object.values(remote.pages);

  const choose = async (kind: HarnessSession) => {
    setStatus(`Signing in as ${HARNESS_SESSIONS[kind].label}...`);
    try {
      await switchSession(kind);
      setStatus('');
    } catch (error) {
      setStatus(
        `Could not sign in: ${getErrorMessage(error)}. Is the API running (pnpm --filter api dev), or the mock API on (OJA_MOCK_API=1)?`,
      );
    }
  };

  return (
    <section
      aria-label="Standalone harness"
      css={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 12,
        padding: '8px 16px',
        background: '#111A15',
        color: '#fff',
        fontSize: 14,
        a: { color: '#F5A524' },
        select: { font: 'inherit', padding: '4px 8px', borderRadius: 6, color: '#111A15', background: '#fff' },
      })}
    >
      <strong>Standalone harness · {remote.name}</strong>
      {mock && <span>Mock API: sample data, nothing is saved on a server</span>}
      <span aria-hidden="true">|</span>
      <nav aria-label="Harness pages" css={css({ display: 'flex', gap: 12 })}>
        {pages.map((page) => (
          <Link key={page.path} to={mountPathOf(page.path)}>
            {page.title}
          </Link>
        ))}
      </nav>
      <label css={css({ marginLeft: 'auto', display: 'flex', gap: 8, alignItems: 'center' })}>
        Session
        <select defaultValue="" onChange={(event) => void choose(event.target.value as HarnessSession)}>
          <option value="" disabled>
            {user ? `${user.name} (${user.user_type})` : 'Guest'}
          </option>
          {Object.entries(HARNESS_SESSIONS).map(([kind, session]) => (
            <option key={kind} value={kind}>
              {session.label}
            </option>
          ))}
        </select>
      </label>
      {status && <span role="status">{status}</span>}
    </section>
  );
}

/**
 * The shell's access rules on the harness's signed-in pages (the same `decideAccess`): a page declared for
 * merchants sends an admin's session away as the site does, to an address this harness does not mount (the
 * catch-all says so), and a merchant's page waits for the merchant's profile. Two differences, both because the
 * harness has no sign-in page of its own (its sign-in is the bar's session switch): a visitor on a signed-in page is
 * asked to choose a session where the site would send it to /login, and guest pages (sign-in, registration) are
 * left to their own navigation.
 */
function HarnessGuard({ access, children }: { access: Access; children: ReactNode }) {
  const session = useSession();
  const decision = decideAccess(access, session);
  const visitor = !session.token || !session.user;
  useEffect(() => {
    if (decision.action !== 'fetch-profile') return;
    authApi
      .profile(undefined, { silent: true })
      .then(updateUser)
      .catch(() => clearSession());
  }, [decision.action]);
  useEffect(() => {
    if (!visitor && decision.action === 'redirect' && decision.clearSession) clearSession();
  }, [decision, visitor]);
  if (access.kind !== 'signed-in' || decision.action === 'allow') return children;
  if (visitor) {
    return (
      <p role="status" css={css({ padding: 24 })}>
        This page is for signed-in users: the site would send a visitor to /login. Choose a session in the harness bar
        above.
      </p>
    );
  }
  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  return <p css={css({ padding: 24 })}>Loading your account...</p>;
}

function NotMounted({ paths }: { paths: string[] }) {
  const { pathname } = useLocation();
  return (
    <p css={css({ padding: 24 })}>
      The site would show its own page at {pathname} (a page of another remote, or where the site sends this session).
      This harness mounts: {paths.join(', ')}.
    </p>
  );
}

/** Renders the remote's pages on their own, each at its declared path with its mount path, behind its guard. */
export function mountHarness(remote: RemoteDefinition): void {
  document.title = `${remote.name} · Oja standalone harness`;
  const pages = Object.values(remote.pages);
  const router = createBrowserRouter([
    {
      element: (
        <>
          <HarnessBar remote={remote} />
          <Suspense fallback={<p css={css({ padding: 24 })}>Loading...</p>}>
            <Outlet />
          </Suspense>
        </>
      ),
      children: [
        ...pages.map((page) => {
          const Page = lazy(page.load);
          return {
            path: page.path,
            element: (
              <HarnessGuard access={page.access}>
                <MountPathProvider path={mountPathOf(page.path)}>
                  <Page />
                </MountPathProvider>
              </HarnessGuard>
            ),
          };
        }),
        { path: '*', element: <NotMounted paths={pages.map((page) => page.path)} /> },
      ],
    },
  ]);
  // As in the shell: calls carry the session's token, and a 401 to it signs out and goes to /login.
  configureApi({ baseURL: '/api' });
  connectApiToSession(() => void router.navigate('/login', { replace: true }));
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <PlatformProviders>
        <RouterProvider router={router} />
      </PlatformProviders>
    </StrictMode>,
  );
}
