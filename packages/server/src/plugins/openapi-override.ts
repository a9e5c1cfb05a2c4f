import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * A route schema's OpenAPI form may be written by hand where zod cannot say it: a schema with
 * `.meta({ override: <JSON schema> })` (the search body, whose items are a name or a name with
 * its copies, packages/shared/src/search/schemas.ts) is documented as that JSON schema. zod
 * copies a schema's metadata into the JSON schema it writes, so the generated document holds
 * `override` beside what zod made of the schema; this puts the override in its place.
 */

type Json = Record<string, unknown>;

const isJson = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where a JSON schema holds other schemas: one, a list, or a map of them. */
const ONE = ['items', 'additionalProperties', 'not'];
const LIST = ['anyOf', 'allOf', 'oneOf', 'prefixItems'];
const MAP = ['properties'];

/** `schema` with every `override` applied, in it and in the schemas it holds. */
export function applyOverrides(schema: unknown): unknown {
  if (!isJson(schema)) return schema;
  if (isJson(schema.override)) return applyOverrides(schema.override);
  const result: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ONE.includes(key)) result[key] = applyOverrides(value);
    else if (LIST.includes(key) && Array.isArray(value)) result[key] = value.map(applyOverrides);
    else if (MAP.includes(key) && isJson(value)) {
      result[key] = Object.fromEntries(
        Object.entries(value).map(([name, child]) => [name, applyOverrides(child)]),
      );
    } else result[key] = value;
  }
  return result;
}

type Transform = typeof jsonSchemaTransform;

/**
 * The route schemas' transform for @fastify/swagger: the type provider's, then the overrides
 * applied to the body, query, parameters, headers and every answer.
 */
export const openApiTransform: Transform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  const parts = schema as Json;
  const result: Json = {};
  for (const [key, value] of Object.entries(parts)) {
    if (key === 'response' && isJson(value)) {
      result[key] = Object.fromEntries(
        Object.entries(value).map(([status, answer]) => [status, applyOverrides(answer)]),
      );
    } else if (['body', 'querystring', 'params', 'headers'].includes(key)) {
      result[key] = applyOverrides(value);
    } else result[key] = value;
  }
  return { schema: result as typeof schema, url };
};
