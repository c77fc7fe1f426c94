// The route helper: every API route is one endpoint of the contract (`@oja/shared/contract`) plus what only the
// server knows (who may call it, its limits, its documentation, its handler). From that one declaration come
// Fastify's validation of the body, query and path parameters (the contract's valibot schemas, see schema.ts),
// the handler's types, the OpenAPI document, multipart reading with the file lifecycle, and the rate limits.
import type {
  ApiFailure,
  ApiSuccess,
  BodyOf,
  DataOf,
  Endpoint,
  HeadersOf,
  ParamsOf,
  QueryOf,
} from '@oja/shared/contract';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  LogLevel,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import type * as v from 'valibot';
import type { Principal } from '../db/repositories/tokens';
import { AppError } from '../errors';
import type { FileLifecycle, StoredUpload } from '../files/lifecycle';
import type { FileStorage } from '../files/storage';
import type { Limiter, LimitRule, RateLimits } from '../limits/index';
import { type AccessLevel, principalOf } from './access';
import { readForm } from './form';
import { type JsonObject, requestSchema, toJson } from './schema';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route writes nothing any cache holds: its writes neither empty the caches nor are announced. */
    cacheNeutral?: boolean;
    /** The route keeps the raw bytes of its JSON body (`request.rawBody`): a signed webhook. */
    rawBody?: boolean;
  }
  interface FastifyRequest {
    rawBody?: Buffer;
  }
}

export interface RouteLimit {
  /** Each name counts on its own. */
  name: string;
  rule: LimitRule;
  /**
   * Whose uses count: the caller's address (every request, counted as it arrives, before its body is read), or the
   * signed-in account (the address when nobody is signed in), counted once the request has passed its checks of
   * access and input: a request refused for its input is not a use of the account's budget.
   */
  per: 'ip' | 'account';
  noun?: 'attempts' | 'requests';
}

type FileField<TEndpoint extends Endpoint> =
  TEndpoint['files'] extends Readonly<Record<infer K, unknown>> ? K & string : never;

export interface RouteInput<TEndpoint extends Endpoint> {
  body: BodyOf<TEndpoint>;
  query: QueryOf<TEndpoint>;
  params: ParamsOf<TEndpoint>;
  /** The endpoint's declared headers, validated. */
  headers: HeadersOf<TEndpoint>;
  /** The files of a multipart form, stored; one the handler does not keep is removed when the request ends. */
  files: Partial<Record<FileField<TEndpoint>, StoredUpload>>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The signed-in caller (`principalOf(request)`): only on a route whose level asks for a sign-in. */
  readonly principal: Principal;
}

/** The success envelope with the endpoint's data, or (with a status set on the reply) a failure envelope. */
type RouteAnswer<TEndpoint extends Endpoint> = TEndpoint['response'] extends v.GenericSchema
  ? ApiSuccess<DataOf<TEndpoint>> | ApiFailure
  : unknown;

export interface RouteDeclaration<TEndpoint extends Endpoint> {
  /**
   * Who may call it is the endpoint's own `access` in the contract (which the browser's harness reads too); a route
   * that names it here as well must agree, or the server does not start.
   */
  access?: AccessLevel;
  summary: string;
  description?: string;
  /** Status -> what it means here, for the failures this route answers besides the common ones. */
  failures?: Record<number, string>;
  limits?: readonly RouteLimit[];
  logLevel?: LogLevel;
  /** Work that must wait until the answer has been sent. */
  onResponse?: (request: FastifyRequest) => Promise<void>;
  /**
   * The route writes nothing that the caches hold (tokens, users, merchants, menus): it keeps them, and does not
   * announce its writes to the other instances. Only for routes that provably touch none of it (an order's move).
   */
  cacheNeutral?: true;
  /** Keep the raw bytes of the JSON body on the request (a webhook whose signature covers them). */
  rawBody?: true;
  /** The success status, 200 unless said (201 for a creation). */
  status?: 200 | 201;
  /** For a route that answers a page instead of JSON: how its refusals are shown. */
  errorHandler?: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => unknown;
  handler(input: RouteInput<TEndpoint>): Promise<RouteAnswer<TEndpoint>>;
}

export interface RouteServices {
  storage: FileStorage;
  files: FileLifecycle;
  limiter: Limiter;
  settings: { rateLimits: Pick<RateLimits, 'uploads'> };
}

/** The route's access level: the contract's; a route that also names one must agree with it. */
export function accessOf(endpoint: Endpoint, declaration: Pick<RouteDeclaration<Endpoint>, 'access'>): AccessLevel {
  if (declaration.access && declaration.access !== endpoint.access) {
    const route = `${endpoint.method} ${endpoint.path}`;
    throw new Error(`${route}: the contract says access '${endpoint.access}', the route '${declaration.access}'`);
  }
  return endpoint.access;
}

/** Every route with a rate limit (files count against one too) may answer this. */
const RATE_LIMITED: Record<number, string> = { 429: 'Too many requests: `Retry-After` says when to try again' };

const ENVELOPE_FAILURE = {
  type: 'object',
  properties: {
    success: { type: 'boolean', enum: [false] },
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
};

function responses(
  endpoint: Endpoint,
  failures: Record<number, string>,
  successStatus: number,
): Record<number, JsonObject> {
  if (endpoint.eventStream) {
    const stream = { description: 'A stream of Server-Sent Events (`text/event-stream`)', type: 'string' };
    return {
      200: stream,
      ...Object.fromEntries(
        Object.entries(failures).map(([status, description]) => [status, { description, ...ENVELOPE_FAILURE }]),
      ),
    };
  }
  const data = endpoint.response === undefined ? undefined : toJson(endpoint.response, 'output');
  const answers: Record<number, JsonObject> = {
    [successStatus]: {
      description: successStatus === 201 ? 'Created' : 'Success',
      type: 'object',
      properties: { success: { type: 'boolean' }, message: { type: 'string' }, ...(data ? { data } : {}) },
    },
  };
  for (const [status, description] of Object.entries(failures)) {
    answers[Number(status)] = { description, ...ENVELOPE_FAILURE };
  }
  return answers;
}

function isPlainObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The uploads of each request with a form; the route's onSend removes those no row kept. */
const uploadsOf = new WeakMap<FastifyRequest, Record<string, StoredUpload>>();

/**
 * The rate limits' hooks: an address's uses count as the request arrives, an account's once the request has passed
 * its checks of access and input; a request that brings files counts against its account's upload allowance too.
 */
function limitHooks(
  endpoint: Endpoint,
  declaration: Pick<RouteDeclaration<Endpoint>, 'limits'>,
  services: RouteServices,
) {
  const limited = (rule: RouteLimit) => async (request: FastifyRequest) => {
    const who = rule.per === 'account' && request.principal ? `user:${request.principal.user.id}` : `ip:${request.ip}`;
    await services.limiter.consume(`${rule.name}:${who}`, rule.rule, rule.noun);
  };
  const declared = declaration.limits ?? [];
  const onRequest: onRequestAsyncHookHandler[] = declared.filter((limit) => limit.per === 'ip').map(limited);
  const preHandler: preHandlerAsyncHookHandler[] = declared.filter((limit) => limit.per === 'account').map(limited);
  if (endpoint.files !== undefined) {
    // Every request that brings files counts against its account's upload allowance, before a byte is stored.
    const uploads = limited({
      name: 'uploads',
      rule: services.settings.rateLimits.uploads.perAccount,
      per: 'account',
    });
    onRequest.push(async (request) => {
      // The body is not parsed yet (isMultipart() says so only later): its declared type is what counts here.
      if (/^multipart\/form-data/i.test(request.headers['content-type'] ?? '')) await uploads(request);
    });
  }
  return { onRequest, preHandler };
}

/** The body as validation reads it: a form's fields (its files stored), or a JSON object (missing: an empty one). */
function bodyHooks(endpoint: Endpoint, services: RouteServices): preValidationAsyncHookHandler[] {
  const { files } = endpoint;
  const preValidation: preValidationAsyncHookHandler[] = [];
  if (files !== undefined) {
    preValidation.push(async (request) => {
      if (!request.isMultipart()) {
        if (endpoint.multipartOnly)
          throw new AppError('unsupported-media-type', 'Send the file as multipart/form-data.');
        return;
      }
      const form = await readForm(request, services.storage, files);
      uploadsOf.set(request, form.files);
      request.body = form.fields;
    });
  }
  if (endpoint.body !== undefined) {
    // A missing body reads as an empty form (each required field says so); anything but an object is a 400.
    preValidation.push(async (request) => {
      if (request.body === undefined) request.body = {};
      else if (!isPlainObject(request.body)) {
        throw new AppError('malformed', 'The request body must be a JSON object.');
      }
    });
  }
  return preValidation;
}

/** What Fastify validates the request with, and what the OpenAPI document says of the route. */
function routeSchema(
  endpoint: Endpoint,
  declaration: Pick<RouteDeclaration<Endpoint>, 'summary' | 'description' | 'failures' | 'status'>,
  tag: string,
  rateLimited: boolean,
) {
  const { files } = endpoint;
  const fileProperties = Object.fromEntries(
    Object.keys(files ?? {}).map((name) => [name, { type: 'string', format: 'binary' }]),
  );
  return {
    summary: declaration.summary,
    tags: [tag],
    ...(declaration.description ? { description: declaration.description } : {}),
    ...(endpoint.body ? { body: requestSchema(endpoint.body, fileProperties) } : {}),
    ...(endpoint.query ? { querystring: requestSchema(endpoint.query) } : {}),
    ...(endpoint.params ? { params: requestSchema(endpoint.params) } : {}),
    ...(endpoint.headers ? { headers: requestSchema(endpoint.headers) } : {}),
    ...(files
      ? { consumes: endpoint.multipartOnly ? ['multipart/form-data'] : ['application/json', 'multipart/form-data'] }
      : {}),
    ...(endpoint.eventStream ? { produces: ['text/event-stream'] } : {}),
    response: responses(
      endpoint,
      { ...(rateLimited ? RATE_LIMITED : {}), ...declaration.failures },
      declaration.status ?? 200,
    ),
  };
}

/** `route(endpoint, declaration)` for one module: its routes share the OpenAPI tag. */
export function routesOf(app: FastifyInstance, services: RouteServices, tag: string) {
  return function route<const TEndpoint extends Endpoint>(
    endpoint: TEndpoint,
    declaration: RouteDeclaration<TEndpoint>,
  ): void {
    const { files } = endpoint;
    const { onRequest, preHandler } = limitHooks(endpoint, declaration, services);
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      config: {
        access: accessOf(endpoint, declaration),
        files,
        ...(declaration.cacheNeutral ? { cacheNeutral: true } : {}),
        ...(declaration.rawBody ? { rawBody: true } : {}),
      },
      ...(declaration.logLevel ? { logLevel: declaration.logLevel } : {}),
      ...(declaration.errorHandler ? { errorHandler: declaration.errorHandler } : {}),
      schema: routeSchema(endpoint, declaration, tag, onRequest.length + preHandler.length > 0),
      onRequest,
      preValidation: bodyHooks(endpoint, services),
      preHandler,
      ...(declaration.onResponse ? { onResponse: declaration.onResponse } : {}),
      ...(files
        ? {
            onSend: async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
              const uploads = uploadsOf.get(request);
              if (uploads) await services.files.release(Object.values(uploads));
              return payload;
            },
          }
        : {}),
      handler: (request, reply) => {
        if (declaration.status !== undefined) void reply.code(declaration.status);
        return declaration.handler({
          body: request.body as BodyOf<TEndpoint>,
          query: request.query as QueryOf<TEndpoint>,
          params: request.params as ParamsOf<TEndpoint>,
          headers: request.headers as HeadersOf<TEndpoint>,
          files: (uploadsOf.get(request) ?? {}) as RouteInput<TEndpoint>['files'],
          request,
          reply,
          get principal() {
            return principalOf(request);
          },
        });
      },
    });
  };
}

export type Route = ReturnType<typeof routesOf>;
