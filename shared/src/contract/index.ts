// Public entry of @oja/shared/contract: the API's request and response shapes, with no browser dependency, used
// by the API server and by the browser client (`@oja/shared/api` re-exports its types). The request rules
// themselves are the shared validation schemas (`@oja/shared/validation`), which the endpoints name.
export * from './dashboards';
export * from './endpoints';
export * from './envelope';
export * from './models';
export * from './orders';
export * from './records';
