// The contract's valibot schemas as Fastify sees them. A route's body, query and path parameters are given to
// Fastify as JSON Schema (which the OpenAPI document shows), and Fastify's validation runs the valibot schema
// each JSON Schema was made from: the shared rules, their messages and their transforms (trim, lower-case,
// numbers from text). A failure answers the usual 422 with `errors: {field: [message]}`; path parameters that
// fail cannot name a record, so they answer 404.
import { validate } from '@oja/shared/validation';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifySchemaCompiler } from 'fastify';
import type * as v from 'valibot';
import { AppError, firstMessage, invalid, notFound } from '../errors';

export type JsonObject = Record<string, unknown>;
export type HttpPart = 'body' | 'querystring' | 'params' | 'headers';

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The valibot schema behind each JSON Schema handed to Fastify. */
const origins = new WeakMap<object, v.GenericSchema>();

/**
 * The shared schemas accept a missing field as '' so that it reports "X is required" like the form does; for
 * readers, a field that must not be empty is simply required.
 */
function markRequired(json: JsonObject): JsonObject {
  if (Array.isArray(json.allOf))
    return { ...json, allOf: json.allOf.map((part) => (isObject(part) ? markRequired(part) : part)) };
  if (!isObject(json.properties)) return json;
  const required: string[] = [];
  const properties: JsonObject = {};
  for (const [name, property] of Object.entries(json.properties)) {
    if (isObject(property) && typeof property.minLength === 'number' && property.minLength >= 1) {
      const { nullable: _nullable, default: _default, ...rest } = property;
      properties[name] = rest;
      required.push(name);
    } else {
      properties[name] = property;
    }
  }
  return { ...json, properties, required };
}

/** A JSON Schema for readers: the input a client sends (transforms and checks have no JSON Schema form). */
export function toJson(schema: v.GenericSchema, mode: 'input' | 'output'): JsonObject {
  const json: unknown = toJsonSchema(schema, { target: 'openapi-3.0', typeMode: mode, errorMode: 'ignore' });
  if (!isObject(json)) return {};
  const { $schema: _ignored, ...rest } = json;
  return mode === 'input' ? markRequired(rest) : rest;
}

/** The JSON Schema Fastify gets for one part of a request; its validation runs `schema`. */
export function requestSchema(schema: v.GenericSchema, extraProperties: JsonObject = {}): JsonObject {
  const json = toJson(schema, 'input');
  const withExtras = isObject(json.properties)
    ? { ...json, properties: { ...json.properties, ...extraProperties } }
    : json;
  origins.set(withExtras, schema);
  return withExtras;
}

function repeatedParameters(query: unknown): Record<string, string[]> | null {
  if (!isObject(query)) return null;
  const repeated = Object.entries(query).filter(([, value]) => Array.isArray(value));
  if (repeated.length === 0) return null;
  return Object.fromEntries(
    repeated.map(([name]) => [name, [`The ${name.slice(0, 40)} parameter must be given only once.`]]),
  );
}

/**
 * Fastify's validator compiler: routes declared through the route helper validate with their valibot schema;
 * any other schema (a third-party plugin's) is documentation only.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const source = typeof schema === 'object' && schema !== null ? origins.get(schema) : undefined;
  if (source === undefined) return () => true;
  const part = httpPart as HttpPart;
  return (data: unknown) => {
    // One rule for every list: a parameter given twice is refused rather than guessed at.
    const repeated = part === 'querystring' ? repeatedParameters(data) : null;
    if (repeated !== null) return { error: invalid(repeated) };
    const result = validate(source, data ?? {});
    // Headers are checked, never replaced: every other header stays as it came.
    if (result.success) return part === 'headers' ? { value: data } : { value: result.output };
    if (part === 'params') return { error: notFound() };
    // A header is not a field of a form: a missing or malformed one is a malformed request.
    if (part === 'headers') return { error: new AppError('malformed', firstMessage(result.errors)) };
    return { error: invalid(result.errors) };
  };
};
