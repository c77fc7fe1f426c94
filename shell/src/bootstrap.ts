// Starts the shell: read the runtime config, point the API client at it, register the remotes, then render.
// The shell provides every entry of @oja/shared to the share scope, also those it does not use itself (webpack
// provides a shared module only when the build resolves it): the copy on the page is always the shell's.
//
// In stages, each in a task of its own. Evaluated in one go, the start's code (the router, React DOM, emotion, the
// shell's layouts and the shared modules) held a slow phone's main thread for 200-450 ms, and keys typed into a
// prerendered form waited for it. The stages' modules are in this same chunk (`webpackMode: "eager"`): nothing more
// is downloaded, their code only runs later, after the browser has had a turn.
import '@oja/webpack-config/provide-shared';
import { releasePrerender } from './remotes/prerendered-page';
import type { Site } from './routing/site-pages';
import { loadRuntimeConfig } from './runtime-config/runtime-config';
import { renderStartupFailure } from './startup-failure';

/** The browser's turn: input, painting, other tasks. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  let site: Site;
  try {
    const config = loadRuntimeConfig();
    await nextTask();
    const { prepareSite } = await import(/* webpackMode: "eager" */ './start/site');
    // The time now: how long this page took to reach the shell's code and its config.
    site = prepareSite(await config, performance.now());
  } catch (error) {
    console.error('[oja] the shell could not start', error);
    releasePrerender();
    renderStartupFailure(container);
    return;
  }
  await nextTask();
  const { renderShell } = await import(/* webpackMode: "eager" */ './start/render');
  await nextTask();
  renderShell(container, site);
}

void start();
