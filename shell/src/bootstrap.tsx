// Starts the shell: read the runtime config, point the API client at it, register the remotes, then render.
import { configureApi } from '@oja/shared/api';
// The shell provides every @oja/shared entry to the share scope, also those it does not use itself (webpack
// provides a shared module only when the build resolves it): otherwise the first remote to use one (mf-menu
// for format and forms) provides it, and the copy on the page is that remote's rather than the shell's.
import '@oja/shared/format';
import '@oja/shared/forms';
import { connectApiToSession } from '@oja/shared/query';
import { syncSessionAcrossTabs } from '@oja/shared/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { registerConfiguredRemotes } from './remotes/load-remote-module';
import { releasePrerender, setAsidePrerender } from './remotes/prerendered-page';
import { createAppRouter } from './routing/app-router';
import { loadRuntimeConfig } from './runtime-config/runtime-config';
import { renderStartupFailure } from './startup-failure';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  try {
    const config = await loadRuntimeConfig();
    configureApi({ baseURL: config.apiBaseUrl });
    registerConfiguredRemotes(config.remotes);
  } catch (error) {
    console.error('[oja] the shell could not start', error);
    releasePrerender();
    renderStartupFailure(container);
    return;
  }

  const router = createAppRouter();
  // Every call carries the session's token; a 401 to it clears the session and goes to /login.
  connectApiToSession(() => void router.navigate('/login', { replace: true }));
  syncSessionAcrossTabs();

  // The server may have put the landing page's prerendered HTML in #root: it stays on screen until the page is ready.
  setAsidePrerender(container);
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

void start();
