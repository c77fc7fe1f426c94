// A browser call is its endpoint's declaration in the contract (`@oja/shared/contract`: method, path, path
// parameters, query, body, files and the answer's data) plus what only the browser adds: the message a failure
// shows when the server gives none, and the success toast (docs/product/calls.md, docs/product/messages.md). The
// method, the path and every type come from the declaration, so the browser cannot call a route the server does
// not register, nor send what it does not declare, without the compiler saying so.
import type { DataOf, Endpoint } from '@oja/shared/contract';
import { toast } from '@oja/shared/toast';
import type * as v from 'valibot';
import { type ApiRequest, apiRequest } from './client';
import { toApiError } from './errors';
import type { ApiSuccess } from './types';

/** What the browser adds to an endpoint. */
export interface CallText {
  /** Thrown (as the ApiError's message) when the server gives no message of its own. */
  failure: string;
  /** The success toast, shown when the call succeeds (unless the caller is silent). */
  success?: string;
}

export interface CallOptions {
  /** No success toast (the caller shows its own outcome). */
  silent?: boolean;
  signal?: AbortSignal;
  /** A bearer token other than the session's (the upload token after registration). */
  token?: string;
}

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type Empty = Record<never, never>;

/** The `:name` segments of a path, each filled from the call's input. */
export type PathParamsOf<TPath extends string> = TPath extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string | number } & PathParamsOf<`/${Rest}`>
  : TPath extends `${string}:${infer Name}`
    ? { [K in Name]: string | number }
    : Empty;

/**
 * A query as the browser holds it: the typed values the server's schema reads back from the URL (page 2, a
 * status), each optional (the server applies its defaults).
 */
type QueryInputOf<TEndpoint extends Endpoint> = TEndpoint['query'] extends v.GenericSchema
  ? Partial<v.InferOutput<TEndpoint['query']>>
  : Empty;
/** A body as it goes on the wire (before the server's transforms). */
type BodyInputOf<TEndpoint extends Endpoint> = TEndpoint['body'] extends v.GenericSchema
  ? v.InferInput<TEndpoint['body']>
  : Empty;
type FilesOf<TEndpoint extends Endpoint> =
  TEndpoint['files'] extends Readonly<Record<string, unknown>>
    ? { [K in keyof TEndpoint['files']]?: Blob | null }
    : Empty;

type Fields<TEndpoint extends Endpoint> = Simplify<
  PathParamsOf<TEndpoint['path']> &
    QueryInputOf<TEndpoint> &
    Omit<BodyInputOf<TEndpoint>, keyof FilesOf<TEndpoint>> &
    FilesOf<TEndpoint>
>;

/** A call's input: the endpoint's path parameters, query, body and files in one record; void when it takes none. */
// biome-ignore lint/suspicious/noConfusingVoidType: void lets a call that takes nothing be called with no argument.
export type CallInput<TEndpoint extends Endpoint> = keyof Fields<TEndpoint> extends never ? void : Fields<TEndpoint>;

export type ApiCall<TEndpoint extends Endpoint> = ((
  input: CallInput<TEndpoint>,
  options?: CallOptions,
) => Promise<DataOf<TEndpoint>>) & {
  readonly endpoint: TEndpoint;
  readonly failureMessage: string;
  readonly successMessage: string | undefined;
};

type FormValue = string | number | boolean | Blob | null | undefined;

/** A multipart body from a record: empty values are left out, numbers and booleans become text. */
export function toFormData(fields: Readonly<Record<string, unknown>>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields) as [string, FormValue][]) {
    if (value === null || value === undefined) continue;
    if (value instanceof Blob) form.append(name, value);
    else form.append(name, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  return form;
}

/**
 * The request a call sends for an input: the path's `:name` segments filled from it, and the rest as the query
 * (GET) or the body. The body of an endpoint that takes files is multipart (the product's calls send those forms as
 * multipart, with or without a file); JSON otherwise. An endpoint that declares no body is sent none.
 */
export function requestOf(endpoint: Endpoint, input: unknown): Pick<ApiRequest, 'method' | 'path' | 'query' | 'body'> {
  const rest: Record<string, unknown> = { ...(typeof input === 'object' && input !== null ? input : {}) };
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`${endpoint.method} ${endpoint.path}: no value for :${name}`);
    }
    return encodeURIComponent(String(value));
  });
  if (endpoint.method === 'GET') return { method: endpoint.method, path, query: rest as ApiRequest['query'] };
  if (!endpoint.body && !endpoint.files) return { method: endpoint.method, path };
  return { method: endpoint.method, path, body: endpoint.files ? toFormData(rest) : rest };
}

export function defineCall<const TEndpoint extends Endpoint>(endpoint: TEndpoint, text: CallText): ApiCall<TEndpoint> {
  const call = async (input: CallInput<TEndpoint>, options: CallOptions = {}): Promise<DataOf<TEndpoint>> => {
    try {
      const answer = await apiRequest<ApiSuccess<DataOf<TEndpoint>>>({
        ...requestOf(endpoint, input),
        signal: options.signal,
        token: options.token,
        failureMessage: text.failure,
      });
      if (text.success && !options.silent) toast.success(text.success);
      // An answer's data is read from its `data` field (docs/product/calls.md).
      return answer.data;
    } catch (error) {
      throw toApiError(error, text.failure);
    }
  };
  return Object.assign(call, { endpoint, failureMessage: text.failure, successMessage: text.success });
}
