// The runtime config the shell reads at start (`/runtime-config.json`, never cached): where the API is, and each
// live remote (its manifest and its declaration). The server assembles it from what is deployed, so publishing a
// remote (or rolling it back) changes the site on the next page load, with no shell rebuild.
import * as v from 'valibot';

export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

export const runtimeRemoteSchema = v.object({
  /** The URL of the remote's `mf-manifest.json` (relative to the page, or absolute). */
  manifest: v.pipe(v.string(), v.nonEmpty()),
  /**
   * The remote's declaration (its `remote.json`). Checked on its own by the shell (`remoteDeclarationSchema`): a
   * declaration it does not understand fails only that remote's pages, not the site.
   */
  declaration: v.unknown(),
});
export type RuntimeRemote = v.InferOutput<typeof runtimeRemoteSchema>;

export const runtimeConfigSchema = v.object({
  apiBaseUrl: v.pipe(v.string(), v.nonEmpty()),
  remotes: v.array(runtimeRemoteSchema),
});
export type RuntimeConfig = v.InferOutput<typeof runtimeConfigSchema>;
