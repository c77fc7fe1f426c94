// The runtime configuration the shell reads at start (`/runtime-config.json`, never cached): where the API is, and
// each live remote with its manifest and its declaration. Publishing a remote changes it; the shell is not rebuilt.
import { RUNTIME_CONFIG_PATH, type RuntimeConfig, runtimeConfigSchema } from '@oja/shared/platform';
import * as v from 'valibot';

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/** Fetches and checks the runtime configuration (each remote's declaration is checked on its own, later). */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  let body: unknown;
  try {
    // `no-cache`: never a stale copy (the server says so too), and the first HTML's preload of this file is used
    // rather than fetched again (shell/src/index.html).
    const response = await fetchImpl(RUNTIME_CONFIG_PATH, { cache: 'no-cache', signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new RuntimeConfigError(`${RUNTIME_CONFIG_PATH} answered ${response.status}`);
    body = await response.json();
  } catch (error) {
    throw error instanceof RuntimeConfigError
      ? error
      : new RuntimeConfigError(`${RUNTIME_CONFIG_PATH} could not be read`);
  }
  const result = v.safeParse(runtimeConfigSchema, body);
  if (!result.success) {
    const where = result.issues.map((issue) => v.getDotPath(issue) ?? 'root').join(', ');
    throw new RuntimeConfigError(`${RUNTIME_CONFIG_PATH} is invalid at: ${where}`);
  }
  return result.output;
}
