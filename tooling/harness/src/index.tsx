// A small, clearly labelled page that mounts one remote's pages on their own, for the team that builds them and
// for testers: the real theme, router, session store, toast viewport and API (through the dev server's proxy).
// It exists in development builds only.
import { css, ThemeProvider } from '@emotion/react';
import { apiRequest, configureApi, getErrorMessage } from '@oja/shared/api';
import { MountPathProvider, mountPathOf, type RemoteDefinition } from '@oja/shared/platform';
import { connectApiToSession, QueryProvider } from '@oja/shared/query';
import { useSession } from '@oja/shared/session';
import { GlobalStyles, theme } from '@oja/shared/theme';
import { ToastViewport } from '@oja/shared/ui';
import { lazy, StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
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

/** Renders the remote's pages on their own, each at its declared path with its mount path. */
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
              <MountPathProvider path={mountPathOf(page.path)}>
                <Page />
              </MountPathProvider>
            ),
          };
        }),
        {
          path: '*',
          element: <p css={css({ padding: 24 })}>This harness mounts: {pages.map((page) => page.path).join(', ')}.</p>,
        },
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
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        <QueryProvider>
          <RouterProvider router={router} />
        </QueryProvider>
        <ToastViewport />
      </ThemeProvider>
    </StrictMode>,
  );
}
