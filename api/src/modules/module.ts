// The shape every module of the API has: `routes.ts` declares its routes (HTTP only: which endpoint of the
// contract, who may call it, its limits and documentation, and a handler that hands the validated input to the
// service), `service.ts` holds its rules and throws domain errors (src/errors.ts). The app registers every
// module of `modules/index.ts` under /api; each route's path is the contract's.
import type { AppContext } from '../context';
import type { Route } from '../http/route';

export interface ApiModule {
  /** The OpenAPI tag of the module's routes. */
  tag: string;
  routes(route: Route, ctx: AppContext): void;
}

/** One named group of a module's routes, over what the module's groups share. */
export type RouteGroup<Shared> = (route: Route, shared: Shared, ctx: AppContext) => void;

/**
 * A module as its groups of routes, in order. `share` builds once what the groups have in common (the module's
 * service, its limits).
 */
export function apiModule<Shared>(
  tag: string,
  share: (ctx: AppContext) => Shared,
  groups: readonly RouteGroup<Shared>[],
): ApiModule {
  return {
    tag,
    routes(route, ctx) {
      const shared = share(ctx);
      for (const group of groups) group(route, shared, ctx);
    },
  };
}
