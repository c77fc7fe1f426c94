// Each API call of docs/product/calls.md is declared once with `defineCall`: its method and path, how its input is
// sent, its default failure message and its success toast.
import { toast } from '@oja/shared/toast';
import { type ApiRequest, apiRequest, type HttpMethod } from './client';
import { toApiError } from './errors';
import type { ApiSuccess } from './types';

type Method = 'get' | 'post' | 'put' | 'delete';

export interface CallDefinition<TInput> {
  method: Method;
  path: string | ((input: TInput) => string);
  /** Thrown (as the ApiError's message) when the server gives no message of its own. */
  failure: string;
  /**
   * The success toast (docs/product/messages.md, "Success toasts"), shown when the call succeeds (unless the caller is
   * silent).
   */
  success?: string;
  /** How the input is sent; by default GET sends it as query parameters and other methods as the JSON body. */
  send?: (input: TInput) => Pick<ApiRequest, 'body' | 'query'>;
}

export interface CallOptions {
  /** No success toast (the caller shows its own outcome). */
  silent?: boolean;
  signal?: AbortSignal;
  /** A bearer token other than the session's (the upload token after registration). */
  token?: string;
}

export type ApiCall<TInput, TData> = ((input: TInput, options?: CallOptions) => Promise<TData>) & {
  readonly failureMessage: string;
  readonly successMessage: string | undefined;
};

export function defineCall<TInput = void, TData = unknown>(definition: CallDefinition<TInput>): ApiCall<TInput, TData> {
  const call = async (input: TInput, options: CallOptions = {}): Promise<TData> => {
    const url = typeof definition.path === 'function' ? definition.path(input) : definition.path;
    const sent: Pick<ApiRequest, 'body' | 'query'> =
      definition.send?.(input) ??
      (definition.method === 'get'
        ? { query: (input ?? undefined) as ApiRequest['query'] }
        : { body: input ?? undefined });
    try {
      const answer = await apiRequest<ApiSuccess<TData>>({
        method: definition.method.toUpperCase() as HttpMethod,
        path: url,
        ...sent,
        signal: options.signal,
        token: options.token,
        failureMessage: definition.failure,
      });
      if (definition.success && !options.silent) toast.success(definition.success);
      // An answer's list is read from its `data` field (docs/product/calls.md).
      return answer.data;
    } catch (error) {
      throw toApiError(error, definition.failure);
    }
  };
  return Object.assign(call, { failureMessage: definition.failure, successMessage: definition.success });
}

type FormValue = string | number | boolean | Blob | null | undefined;

/** A multipart body from a record: empty values are left out, numbers and booleans become text. */
export function toFormData(fields: Record<string, FormValue>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    if (value instanceof Blob) form.append(name, value);
    else form.append(name, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  return form;
}

/** Sends the input as multipart form data. */
export function asMultipart<TInput extends Record<string, FormValue>>(input: TInput) {
  return { body: toFormData(input) };
}
