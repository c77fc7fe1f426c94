// The runtime config the shell reads at start, assembled from the deploy root: each live remote's manifest URL
// (its version folder under the remotes' public URL) and its declaration. It changes when a pointer moves. The
// Content Security Policy allows exactly the origins it names.
import { MANIFEST_FILE, type RuntimeConfig } from '@oja/shared/platform';
import type { Deployed, LiveRemote } from './deploy-root';

export interface RuntimeConfigOptions {
  apiBaseUrl: string;
  /** Where the deploy root's remotes are served: `/remotes/` on this origin, or a CDN's URL. */
  remotesUrl: string;
}

/** The public URL of a remote's live version folder (ends with `/`). */
export function remoteBaseUrl(options: RuntimeConfigOptions, remote: Pick<LiveRemote, 'folder' | 'version'>): string {
  const base = options.remotesUrl.endsWith('/') ? options.remotesUrl : `${options.remotesUrl}/`;
  return `${base}${remote.folder}/${remote.version}/`;
}

export function assembleRuntimeConfig(deployed: Deployed, options: RuntimeConfigOptions): RuntimeConfig {
  return {
    apiBaseUrl: options.apiBaseUrl,
    remotes: deployed.remotes.map((remote) => ({
      manifest: `${remoteBaseUrl(options, remote)}${MANIFEST_FILE}`,
      declaration: remote.declaration,
    })),
  };
}

function collectOrigins(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (!/^https?:\/\//i.test(value)) return;
    try {
      into.add(new URL(value).origin);
    } catch {
      // Not a URL after all: nothing to allow.
    }
  } else if (Array.isArray(value)) {
    for (const item of value) collectOrigins(item, into);
  } else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) collectOrigins(item, into);
  }
}

/** Every absolute http(s) origin named anywhere in the config's manifests and API address. */
export function originsOf(config: RuntimeConfig): string[] {
  const origins = new Set<string>();
  collectOrigins([config.apiBaseUrl, ...config.remotes.map((remote) => remote.manifest)], origins);
  return [...origins].sort();
}
