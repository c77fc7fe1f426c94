// Every call Order Mgt makes, owned by this remote: each is its endpoint's declaration in the contract
// (`@oja/shared/contract`: method, path, path parameters, query, body, answer) plus what only the browser adds (the
// text a failure shows when the server gives none, a success toast). A new call ships with this remote alone, with
// no release of the shell or of @oja/shared.
import { apiRequest, toApiError } from '@oja/shared/api';
import { type DataOf, type Endpoint, endpoints } from '@oja/shared/contract';
import { toast } from '@oja/shared/toast';
import type * as v from 'valibot';

/** What the browser adds to an endpoint. */
interface CallText {
  /** Thrown (as the ApiError's message) when the server gives no message of its own. */
  failure: string;
  /** The success toast, shown when the call succeeds. */
  success?: string;
}

type Empty = Record<never, never>;
type PathParamsOf<TPath extends string> = TPath extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string | number } & PathParamsOf<`/${Rest}`>
  : TPath extends `${string}:${infer Name}`
    ? { [K in Name]: string | number }
    : Empty;
type QueryOf<TEndpoint extends Endpoint> = TEndpoint['query'] extends v.GenericSchema
  ? Partial<Record<keyof v.InferInput<TEndpoint['query']>, string | number | undefined>>
  : Empty;
type BodyOf<TEndpoint extends Endpoint> = TEndpoint['body'] extends v.GenericSchema
  ? v.InferInput<TEndpoint['body']>
  : Empty;

/** A call's input: the endpoint's path parameters, query and body in one record. */
export type CallInput<TEndpoint extends Endpoint> = PathParamsOf<TEndpoint['path']> &
  QueryOf<TEndpoint> &
  BodyOf<TEndpoint>;

export type OrderCall<TEndpoint extends Endpoint> = (
  input: CallInput<TEndpoint>,
  options?: { signal?: AbortSignal },
) => Promise<DataOf<TEndpoint>>;

/** The request of an input: `:name` segments filled from it, the rest as the query (GET) or the JSON body. */
export function requestOf(endpoint: Endpoint, input: object) {
  const rest: Record<string, unknown> = { ...input };
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    if (value === undefined || value === null || value === '') throw new TypeError(`${endpoint.path}: no :${name}`);
    return encodeURIComponent(String(value));
  });
  if (endpoint.method === 'GET') {
    return { method: endpoint.method, path, query: rest as Record<string, string | number | undefined> };
  }
  return { method: endpoint.method, path, body: endpoint.body ? rest : undefined };
}

function defineCall<const TEndpoint extends Endpoint>(endpoint: TEndpoint, text: CallText): OrderCall<TEndpoint> {
  return async (input, options = {}) => {
    try {
      const answer = await apiRequest<{ data: DataOf<TEndpoint> }>({
        ...requestOf(endpoint, input),
        signal: options.signal,
        failureMessage: text.failure,
      });
      if (text.success) toast.success(text.success);
      return answer.data;
    } catch (error) {
      throw toApiError(error, text.failure);
    }
  };
}

const orders = endpoints.merchantOrders;
const store = endpoints.store;

export const orderCalls = {
  list: defineCall(orders.list, { failure: 'Failed to load orders' }),
  get: defineCall(orders.get, { failure: 'Failed to load the order' }),
  accept: defineCall(orders.accept, { failure: 'Failed to accept the order', success: 'Order accepted' }),
  reject: defineCall(orders.reject, { failure: 'Failed to reject the order', success: 'Order rejected' }),
  ready: defineCall(orders.ready, { failure: 'Failed to mark the order ready', success: 'Order marked ready' }),
};

export const storeCalls = {
  get: defineCall(store.get, { failure: 'Failed to load your store' }),
  update: defineCall(store.update, { failure: 'Failed to update your store' }),
};

const admin = endpoints.adminOrders;

/** Food Order, the admin's view of every order. */
export const adminOrderCalls = {
  list: defineCall(admin.list, { failure: 'Failed to load orders' }),
  get: defineCall(admin.get, { failure: 'Failed to load the order' }),
  cancel: defineCall(admin.cancel, { failure: 'Failed to cancel the order', success: 'Order cancelled' }),
  /** The merchants to filter by (approved ones: only they take orders). */
  merchants: defineCall(endpoints.admin.merchants, { failure: 'Failed to fetch merchants' }),
};

/** The admin's stream of every order. */
export const ADMIN_ORDER_EVENTS_PATH = admin.events.path;

/** The live stream's path (read by the stream over an authenticated fetch, data/order-stream.ts). */
export const ORDER_EVENTS_PATH = orders.events.path;
