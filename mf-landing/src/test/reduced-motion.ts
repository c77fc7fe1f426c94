// A reader who asked for less motion: `prefers-reduced-motion: reduce` matches until `restore()`.
export function preferReducedMotion(): { restore: () => void } {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
  return {
    restore: () => {
      window.matchMedia = original;
    },
  };
}
