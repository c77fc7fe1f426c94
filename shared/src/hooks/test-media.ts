// A controllable window.matchMedia for the hooks' tests: `setMatches` flips a query and fires its listeners.

type Listener = (event: MediaQueryListEvent) => void;

export function installMatchMedia(initial: Record<string, boolean> = {}) {
  const matches = new Map(Object.entries(initial));
  const listeners = new Map<string, Set<Listener>>();
  const original = window.matchMedia;

  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return matches.get(query) ?? false;
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => {
        const set = listeners.get(query) ?? new Set<Listener>();
        set.add(listener);
        listeners.set(query, set);
      },
      removeEventListener: (_type: string, listener: Listener) => listeners.get(query)?.delete(listener),
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;

  return {
    setMatches(query: string, value: boolean) {
      matches.set(query, value);
      for (const listener of listeners.get(query) ?? [])
        listener({ matches: value, media: query } as MediaQueryListEvent);
    },
    listenerCount: (query: string) => listeners.get(query)?.size ?? 0,
    restore: () => {
      window.matchMedia = original;
    },
  };
}
