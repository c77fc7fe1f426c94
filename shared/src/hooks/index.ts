// Public entry of @oja/shared/hooks: small browser hooks, safe to render on a server.

/** For tests: a controllable `window.matchMedia` (the harness's `preferReducedMotion` is one). */
export { installMatchMedia } from './test-media';
export { useDebouncedValue } from './use-debounced-value';
export { useFocusOnMount } from './use-focus-on-mount';
export { type UseInViewOptions, useInView } from './use-in-view';
export { useInterval } from './use-interval';
export { type UseMediaQueryOptions, useMediaQuery } from './use-media-query';
export { usePageVisible } from './use-page-visible';
export { usePrefersReducedMotion } from './use-prefers-reduced-motion';
