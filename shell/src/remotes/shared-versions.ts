// The page has one copy of every shared singleton, and it is the shell's: React, the router, emotion, zustand and
// every entry of @oja/shared (the session store, the toast bus, the API client live there). A remote built
// against another @oja/shared asks for a range (`^<the version it was built with>`); if the shell's copy meets it,
// the remote uses the shell's copy, whatever version the remote brought; if not, the remote's load fails with a
// SharedVersionError and only its area shows a message. It never brings its own copy onto the page.
import { type ModuleFederationRuntimePlugin, satisfy } from '@module-federation/enhanced/runtime';

export class SharedVersionError extends Error {
  override name = 'SharedVersionError';
  constructor(
    readonly packageName: string,
    readonly provided: string,
    readonly required: string,
    readonly consumer: string,
  ) {
    super(`${consumer} needs ${packageName} ${required}, and this page has ${provided}`);
  }
}

/** Whether an error (or one of its causes) is a shared version the page cannot give. */
export function isSharedVersionError(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (current.name === 'SharedVersionError' || current.message.includes('SharedVersionError')) return true;
    current = current.cause;
  }
  return false;
}

interface RegisteredShare {
  from: string;
}

/**
 * Registered as a global plugin, so the federation instance of every remote (created when its entry loads) resolves
 * shared modules through it.
 */
export function sharedVersionsPlugin(hostName: string): ModuleFederationRuntimePlugin {
  return {
    name: 'oja-shared-versions',
    resolveShare(args) {
      const { shareScopeMap, scope, pkgName, shareInfo } = args;
      if (!shareInfo.shareConfig?.singleton) return args;
      const versions = (shareScopeMap[scope]?.[pkgName] ?? {}) as Record<string, RegisteredShare>;
      const hostCopy = Object.entries(versions).find(([, registered]) => registered.from === hostName);
      if (!hostCopy) return args;
      const [version, shared] = hostCopy;
      const required = shareInfo.shareConfig.requiredVersion;
      args.resolver = () => {
        if (typeof required === 'string' && !satisfy(version, required)) {
          throw new SharedVersionError(pkgName, version, required, shareInfo.from);
        }
        return { shared: shared as never, useTreesShaking: false };
      };
      return args;
    },
  };
}
