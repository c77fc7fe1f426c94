// The start's second stage: the router, the session wired to the API client, and the first render.
import { PlatformProviders } from '@oja/shared/providers';
import { connectApiToSession } from '@oja/shared/query';
import { syncSessionAcrossTabs } from '@oja/shared/session';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { setAsidePrerender } from '../remotes/prerendered-page';
import { createAppRouter } from '../routing/app-router';
import type { Site } from '../routing/site-pages';

export function renderShell(container: HTMLElement, site: Site): void {
  const router = createAppRouter(site.pages);
  // Every call carries the session's token; a 401 to it clears the session and goes to /login.
  connectApiToSession(() => void router.navigate('/login', { replace: true }));
  syncSessionAcrossTabs();

  // The server may have put a page's prerendered HTML in #root: it stays on screen until the page is ready.
  setAsidePrerender(container);
  const root = createRoot(container);
  // As a transition, the first render is time-sliced: on a slow phone it yields to the browser every few
  // milliseconds instead of holding the main thread (typing into a prerendered form stays responsive meanwhile).
  startTransition(() => {
    root.render(
      <StrictMode>
        <PlatformProviders>
          <RouterProvider router={router} />
        </PlatformProviders>
      </StrictMode>,
    );
  });
}
