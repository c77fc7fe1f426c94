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
