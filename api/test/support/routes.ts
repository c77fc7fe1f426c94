// The API's routes as the application itself describes them (its route registry and its OpenAPI document): what
// each takes (body fields, query and path parameters, files) and who may call it. The hostile-input tests walk
// this list, so a route added later is covered without a line of test.
import { type Endpoint, endpoints } from '@oja/shared/contract';
import type { UploadKind } from '@oja/shared/validation';
import type { AccessLevel } from '../../src/http/access';
import type { Actors } from './actors';
import { bearer, type TestApp } from './app';
import { multipart } from './multipart';

type Json = Record<string, unknown>;

export interface FieldShape {
  name: string;
  /** The JSON types the field takes (a union gives several). */
  types: string[];
  /** For an array: the JSON type of its items. */
  items?: string;
  required: boolean;
  /** A file of a multipart form. */
  file: boolean;
}

export interface RouteShape {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As registered (`/api/admin/merchants/:id`). */
  url: string;
  access: AccessLevel;
  body: FieldShape[];
  query: FieldShape[];
  params: string[];
  /** Takes a multipart form (with file fields). */
  multipart: boolean;
  /** Takes JSON too (false for routes that take multipart only). */
  json: boolean;
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

function typesOf(schema: Json): string[] {
  if (typeof schema.type === 'string') return [schema.type];
  const variants = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : [];
  return variants.flatMap((variant) => (isObject(variant) ? typesOf(variant) : []));
}

/** The properties of an object schema, through `allOf` (an intersection of schemas). */
function fieldsOf(schema: unknown): FieldShape[] {
  if (!isObject(schema)) return [];
  if (Array.isArray(schema.allOf)) return schema.allOf.flatMap(fieldsOf);
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  return Object.entries(isObject(schema.properties) ? schema.properties : {}).map(([name, raw]) => {
    const property = isObject(raw) ? raw : {};
    const items = isObject(property.items) ? typesOf(property.items)[0] : undefined;
    return {
      name,
      types: typesOf(property),
      ...(items ? { items } : {}),
      required: required.has(name),
      file: property.format === 'binary',
    };
  });
}

/** Every route under /api (but the documentation's own), with what it takes. */
export async function apiRoutes(t: TestApp): Promise<RouteShape[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Json };
  const routes: RouteShape[] = [];
  for (const entry of t.app.routeAccess()) {
    if (!entry.url.startsWith('/api/') || entry.url.startsWith('/api/docs')) continue;
    if (!['GET', 'POST', 'PUT', 'DELETE'].includes(entry.method)) continue;
    const path = doc.paths[entry.url.replace(/:(\w+)/g, '{$1}')];
    const operation = isObject(path) ? path[entry.method.toLowerCase()] : undefined;
    if (!isObject(operation)) throw new Error(`${entry.method} ${entry.url} is not in the OpenAPI document`);
    const content =
      isObject(operation.requestBody) && isObject(operation.requestBody.content) ? operation.requestBody.content : {};
    const form = content['multipart/form-data'];
    const json = content['application/json'];
    const parameters = (Array.isArray(operation.parameters) ? operation.parameters : []).filter(isObject);
    routes.push({
      method: entry.method as RouteShape['method'],
      url: entry.url,
      access: entry.access,
      body: fieldsOf(isObject(json) ? json.schema : isObject(form) ? form.schema : undefined),
      query: parameters
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => ({
          name: String(parameter.name),
          types: isObject(parameter.schema) ? typesOf(parameter.schema) : ['string'],
          required: parameter.required === true,
          file: false,
        })),
      params: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => String(parameter.name)),
      multipart: form !== undefined,
      json: json !== undefined,
    });
  }
  return routes;
}

/**
 * A caller the route lets through: nobody for public routes, the admin for admin routes, a customer or a rider for
 * the apps' routes, else the approved merchant.
 */
export function callerFor(route: RouteShape, actors: Actors): Record<string, string> {
  switch (route.access) {
    case 'public':
      return {};
    case 'admin':
      return bearer(actors.admin.token);
    case 'customer':
    case 'app':
      return bearer(actors.customer.token);
    case 'rider':
      return bearer(actors.rider.token);
    default:
      return bearer(actors.approvedMerchant.token);
  }
}

/** The route's URL with its path parameters filled in (an id, a uuid, a key that exist or not: 404 is fine). */
export function urlOf(route: RouteShape, values: Record<string, string> = {}): string {
  return route.url.replace(
    /:(\w+)/g,
    (_, name: string) => values[name] ?? (name === 'uuid' ? '00000000-0000-4000-8000-000000000000' : '1'),
  );
}

/** Fields that take free text written by a person (not a password: any character may be part of one). */
export function textFields(fields: FieldShape[]): FieldShape[] {
  return fields.filter((field) => !field.file && field.types.includes('string') && !/password/.test(field.name));
}

/** Fields that take a number (as JSON, or as text that must be one). */
export function numberFields(fields: FieldShape[]): FieldShape[] {
  return fields.filter(
    (field) =>
      !field.file && (field.types.some((type) => type === 'number' || type === 'integer') || field.items === 'integer'),
  );
}

/** The label of a test case. */
export const label = (route: RouteShape) => `${route.method} ${route.url}`;

/** What each file field of a route may hold ('image' or 'document'), from the contract the route was built from. */
export function fileKindsOf(route: RouteShape): Record<string, UploadKind> {
  const groups = Object.values(endpoints) as Record<string, Endpoint>[];
  const endpoint = groups
    .flatMap((group) => Object.values(group))
    .find((candidate) => candidate.method === route.method && `/api${candidate.path}` === route.url);
  return { ...(endpoint?.files ?? {}) };
}

/**
 * Sends `fields` the way the route takes them: in the query of a GET, as a multipart form to a route that takes
 * only forms, as JSON otherwise; with a caller the route lets through.
 */
export function sendFields(t: TestApp, actors: Actors, route: RouteShape, fields: Record<string, unknown>) {
  const headers = callerFor(route, actors);
  const asText = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)]));
  if (route.method === 'GET') {
    return t.app.inject({ method: 'GET', url: `${urlOf(route)}?${new URLSearchParams(asText)}`, headers });
  }
  if (!route.json) {
    const form = multipart(asText);
    return t.app.inject({
      method: route.method,
      url: urlOf(route),
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  }
  return t.app.inject({ method: route.method, url: urlOf(route), headers, payload: fields as Record<string, unknown> });
}
