// Async boundary: the federation runtime negotiates shared modules (React, the router, @oja/shared) before any of
// them is evaluated, so nothing is consumed eagerly.
import { renderStartupFailure } from './startup-failure';

// A chunk of the shell that never arrives (a dropped connection) would otherwise leave a blank page.
import('./bootstrap').catch((error: unknown) => {
  console.error('[oja] the shell could not start', error);
  const container = document.getElementById('root');
  if (container) renderStartupFailure(container, 'code');
});
