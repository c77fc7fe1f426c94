// The Module Federation runtime has no fetch timeout: a remote server that accepts the connection and never
// answers would leave its page loading forever (docs/stack.md, "Module Federation"). This plugin bounds the manifest
// fetch and the remote entry script; the loader's deadline (load-remote-module.ts) bounds the whole load on top of it.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export function timeoutPlugin(timeoutMs: number): ModuleFederationRuntimePlugin {
  return {
    name: 'oja-remote-timeouts',
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    },
    createScript({ url, attrs }) {
      // Returning our own element is the only way to set the timeout; it must then carry the attributes the
      // runtime asked for (crossorigin and the like), which the runtime applies only to elements it creates.
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else script.setAttribute(name, String(value));
      }
      return { script, timeout: timeoutMs };
    },
  };
}
