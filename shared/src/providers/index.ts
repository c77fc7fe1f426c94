// Public entry of @oja/shared/providers: the one provider stack around a page (see platform-providers.tsx). Bundled
// by each app that starts a page (package.json `ojaBundled`): it holds no state of its own, only the singletons'.
export { PlatformProviders, type PlatformProvidersProps } from './platform-providers';
