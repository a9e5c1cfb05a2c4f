import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations';

/**
 * Values a client may send: one that the schema accepts (so a request goes past validation)
 * and hostile ones — wrong types, null bytes, control characters, huge and odd strings.
 */

export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'ana\u0000@example.com',
  '\u0001\u0008\u001b[31m\u007f',
  '\r\nSet-Cookie: x=1',
  '\u202e\u200b\ufeff',
  '\ud800',
  '🂡'.repeat(60),
  'x'.repeat(70_000),
  "' or 1=1; drop table users; --",
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00%E0%A4%A%',
  '__proto__',
] as const;

export const WRONG_TYPES: unknown[] = [
  null,
  0,
  -1,
  1e308,
  3.5,
  true,
  [],
  {},
  [[1]],
  { a: { b: {} } },
];

/** A value the schema accepts, as far as a simple reading of it goes. */
export function acceptedValue(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'abc';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return acceptedValue(variant);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return [acceptedValue(schema.items)];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, acceptedValue(value)]),
      );
    default:
      return acceptedString(schema);
  }
}

function acceptedString(schema: JsonSchema): string {
  if (schema.pattern?.includes('@') || schema.format === 'email') return 'ana@example.com';
  if (schema.pattern?.includes('[0-9a-f]{8}')) return '09fd2d9c-1793-4beb-a3fb-7a869f660cd4';
  if (schema.pattern?.startsWith('^\\/')) return '/search';
  const text = 'secreto123';
  return text.slice(0, Math.max(schema.maxLength ?? text.length, 1));
}

/** Any value at all for one field: accepted, hostile text, or the wrong type. */
export function fieldValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(acceptedValue(schema)) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }) },
    { weight: 1, arbitrary: fc.constantFrom(...WRONG_TYPES) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

/** A body shaped like the schema, each field accepted or hostile, fields sometimes missing or extra. */
export function bodyValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.type === 'array') {
    return fc.array(bodyValue(schema.items ?? {}), { maxLength: 5 });
  }
  if (schema.type !== 'object' || !schema.properties) return fieldValue(schema);
  const fields = Object.fromEntries(
    Object.entries(schema.properties).map(([key, value]) => [key, fieldValue(value)]),
  );
  return fc
    .record(fields, { requiredKeys: [] })
    .chain((record) =>
      fc
        .dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 2 })
        .map((extra) => ({ ...extra, ...record })),
    );
}
