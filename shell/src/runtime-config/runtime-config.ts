// The runtime configuration the shell reads at start (`/runtime-config.json`, never cached): where the API is
// and where each remote's manifest is. Redeploying a remote elsewhere means editing this file, not rebuilding.
import * as v from 'valibot';

/** The remotes the shell knows, by federation name. */
export const REMOTE_NAMES = [
  'mf_landing',
  'mf_auth',
  'mf_merchant_onboarding',
  'mf_admin_merchants',
  'mf_menu',
  'mf_dashboard',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

const url = v.pipe(v.string(), v.nonEmpty());

export const runtimeConfigSchema = v.object({
  apiBaseUrl: url,
  remotes: v.object(Object.fromEntries(REMOTE_NAMES.map((name) => [name, url])) as Record<RemoteName, typeof url>),
});
export type RuntimeConfig = v.InferOutput<typeof runtimeConfigSchema>;

export const RUNTIME_CONFIG_URL = '/runtime-config.json';

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/** Fetches and checks the runtime configuration; relative URLs are resolved against the page. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  let body: unknown;
  try {
    const response = await fetchImpl(RUNTIME_CONFIG_URL, { cache: 'no-store', signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new RuntimeConfigError(`${RUNTIME_CONFIG_URL} answered ${response.status}`);
    body = await response.json();
  } catch (error) {
    throw error instanceof RuntimeConfigError
      ? error
      : new RuntimeConfigError(`${RUNTIME_CONFIG_URL} could not be read`);
  }
  const result = v.safeParse(runtimeConfigSchema, body);
  if (!result.success) {
    const where = result.issues.map((issue) => v.getDotPath(issue) ?? 'root').join(', ');
    throw new RuntimeConfigError(`${RUNTIME_CONFIG_URL} is invalid at: ${where}`);
  }
  return result.output;
}
