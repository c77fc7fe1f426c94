// Starts the shell: read the runtime config, point the API client at it, register the remotes, then render.
// The shell provides every entry of @oja/shared to the share scope, also those it does not use itself (webpack
// provides a shared module only when the build resolves it): the copy on the page is always the shell's.
import '@oja/webpack-config/provide-shared';
import { configureApi } from '@oja/shared/api';
import { connectApiToSession } from '@oja/shared/query';
import { syncSessionAcrossTabs } from '@oja/shared/session';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { registerConfiguredRemotes } from './remotes/load-remote-module';
import { releasePrerender, setAsidePrerender } from './remotes/prerendered-page';
import { createAppRouter } from './routing/app-router';
import { buildSite, type Site } from './routing/site-pages';
import { loadRuntimeConfig } from './runtime-config/runtime-config';
import { renderStartupFailure } from './startup-failure';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  let site: Site;
  try {
    const config = await loadRuntimeConfig();
    configureApi({ baseURL: config.apiBaseUrl });
    site = buildSite(config.remotes, window.location.href);
    for (const problem of site.problems) console.error(`[oja] ${problem}`);
    // How long this page took to reach the shell's code measures the visitor's network: remotes get longer on a
    // slow one.
    registerConfiguredRemotes(site.remotes, 'shell', performance.now());
  } catch (error) {
    console.error('[oja] the shell could not start', error);
    releasePrerender();
    renderStartupFailure(container);
    return;
  }

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
        <App router={router} />
      </StrictMode>,
    );
  });
}

void start();
