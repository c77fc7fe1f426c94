// The start's first stage: the runtime config read into the site (its pages and remotes), the API client pointed at
// the API, and the remotes registered with the federation runtime.

import { configureApi } from '@oja/shared/api';
import type { RuntimeConfig } from '@oja/shared/platform';
import { registerConfiguredRemotes } from '../remotes/load-remote-module';
import { buildSite, type Site } from '../routing/site-pages';

/** `startedAt`: how long the page took to reach the shell's code, which measures the visitor's network. */
export function prepareSite(config: RuntimeConfig, startedAt: number): Site {
  configureApi({ baseURL: config.apiBaseUrl });
  const site = buildSite(config.remotes, window.location.href);
  for (const problem of site.problems) console.error(`[oja] ${problem}`);
  // Remotes get longer on a slow network.
  registerConfiguredRemotes(site.remotes, 'shell', startedAt);
  return site;
}
