// Loads an exposed module of a remote with a deadline and a bounded retry, so that a remote that is down or
// hangs gives its area a fallback within the 6 s the platform promises, while the rest of the site works. The
// deadline stretches with the visitor's network: on Slow 3G the shell alone takes about 16 s to arrive, and a
// remote that is merely slow there must not be taken for a dead one.
import {
  loadRemote,
  registerGlobalPlugins,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import type { SiteRemote } from '../routing/site-pages';
import { isSharedVersionError, sharedVersionsPlugin } from './shared-versions';
import { timeoutPlugin } from './timeout-plugin';

/** The whole load, retries included, gives up after this long: with the shell's own start, the fallback shows
 * within the 6 s the platform promises. */
export const REMOTE_DEADLINE_MS = 4500;
/** The deadline never grows beyond this, however slow the shell's own start was. */
export const MAX_REMOTE_DEADLINE_MS = 30_000;
/** Fast failures (refused connection, 5xx, a broken entry) are retried after these pauses. */
export const RETRY_DELAYS_MS = [250, 750] as const;

export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    readonly moduleId: string,
    readonly reason: 'timeout' | 'failed' | 'incompatible',
    options?: { cause?: unknown },
  ) {
    super(
      reason === 'timeout'
        ? `${moduleId} did not answer in time`
        : reason === 'incompatible'
          ? `${moduleId} needs shared modules this page cannot give`
          : `${moduleId} could not be loaded`,
      options,
    );
  }
}

class Timeout extends Error {}

const entries = new Map<string, string>();
let remoteDeadline = REMOTE_DEADLINE_MS;

/**
 * The deadline for a page whose shell took `startupMs` to start (from navigation to its first line of code: the
 * HTML and the shell's own scripts, so mostly the network): 4.5 s on a good connection, 1.5 times the shell's own
 * start on a slow one, at most 30 s.
 */
export function remoteDeadlineFor(startupMs: number): number {
  return Math.min(MAX_REMOTE_DEADLINE_MS, Math.max(REMOTE_DEADLINE_MS, Math.round(1.5 * startupMs)));
}

/**
 * Registers every live remote (its manifest URL already resolved against the page). `startupMs`, how long the
 * page took to start the shell, sets the deadline of every load (see remoteDeadlineFor).
 */
export function registerConfiguredRemotes(remotes: readonly SiteRemote[], hostName = 'shell', startupMs = 0): void {
  remoteDeadline = remoteDeadlineFor(startupMs);
  registerGlobalPlugins([sharedVersionsPlugin(hostName)]);
  registerPlugins([timeoutPlugin(remoteDeadline)]);
  for (const { name, entry } of remotes) entries.set(name, entry);
  registerRemotes([...entries].map(([name, entry]) => ({ name, entry })));
}

/** Drops what the runtime cached for a remote (its manifest, entry and modules), so the next load starts over. */
export function forgetRemote(moduleId: string): void {
  const name = moduleId.split('/')[0] ?? '';
  const entry = entries.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Timeout()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `moduleId` is `<remote>/<exposed>`, e.g. `team_sign_in/LoginPage`. A hang uses the whole deadline once; a fast
 * failure is retried while time remains. Each failure makes the runtime forget the remote, so a retry (or the
 * user's Retry button) really fetches it again.
 */
export async function loadRemoteModule<TModule>(moduleId: string, deadlineMs = remoteDeadline): Promise<TModule> {
  const deadline = Date.now() + deadlineMs;
  let lastError: unknown;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const module = await withTimeout(loadRemote<TModule>(moduleId), Math.max(0, deadline - Date.now()));
      if (module === null || module === undefined) throw new Error(`${moduleId} exposed nothing`);
      return module;
    } catch (error) {
      lastError = error;
      forgetRemote(moduleId);
      if (error instanceof Timeout) throw new RemoteLoadError(moduleId, 'timeout', { cause: error });
      // Built for shared modules this page does not have: trying again cannot help.
      if (isSharedVersionError(error)) throw new RemoteLoadError(moduleId, 'incompatible', { cause: error });
      const pause = RETRY_DELAYS_MS[attempt];
      if (pause === undefined || Date.now() + pause >= deadline) break;
      await sleep(pause);
    }
  }
  throw new RemoteLoadError(moduleId, 'failed', { cause: lastError });
}
