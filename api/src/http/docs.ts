// OpenAPI descriptions of the routes. Request bodies are converted from the same valibot schemas that validate
// them (the documentation cannot drift from the rules); Fastify does not validate with these JSON schemas.
import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifySchema } from 'fastify';
import type * as v from 'valibot';

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

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

export function bodySchema(schema: v.GenericSchema): JsonObject {
  const json: unknown = toJsonSchema(schema, {
    target: 'openapi-3.0',
    typeMode: 'input',
    // Transforms (trim, lower-case) have no JSON Schema form; the input shape is what a client needs.
    errorMode: 'ignore',
  });
  if (!isObject(json)) return {};
  const { $schema: _ignored, ...rest } = json;
  return markRequired(rest);
}

function envelope(description: string, data: JsonObject | undefined): JsonObject {
  return {
    description,
    type: 'object',
    properties: {
      success: { type: 'boolean' },
      message: { type: 'string' },
      ...(data ? { data } : {}),
    },
  };
}

const failureResponse = (description: string): JsonObject => ({
  description,
  type: 'object',
  properties: {
    success: { type: 'boolean', enum: [false] },
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
});

export interface RouteDoc {
  summary: string;
  tags: string[];
  description?: string;
  body?: v.GenericSchema;
  querystring?: JsonObject;
  params?: JsonObject;
  /** The `data` of a success answer, described for readers (the shared API types are the contract). */
  data?: JsonObject;
  /** Status -> description of the failures this route answers besides the common ones. */
  failures?: Record<number, string>;
}

export function describeRoute(doc: RouteDoc): FastifySchema {
  const response: Record<number, JsonObject> = { 200: envelope('Success', doc.data) };
  for (const [status, description] of Object.entries(doc.failures ?? {})) {
    response[Number(status)] = failureResponse(description);
  }
  return {
    summary: doc.summary,
    tags: doc.tags,
    ...(doc.description ? { description: doc.description } : {}),
    ...(doc.body ? { body: bodySchema(doc.body) } : {}),
    ...(doc.querystring ? { querystring: doc.querystring } : {}),
    ...(doc.params ? { params: doc.params } : {}),
    response,
  };
}

export const objectOf = (properties: Record<string, JsonObject>): JsonObject => ({ type: 'object', properties });
export const str = (description?: string): JsonObject => ({ type: 'string', ...(description ? { description } : {}) });
