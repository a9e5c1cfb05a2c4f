import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { spanishZodErrors, ZOD_FALLBACK_MESSAGES } from './zod-errors';

const firstMessage = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('spanishZodErrors', () => {
  beforeAll(() => z.config(spanishZodErrors()));
  afterAll(() => z.config(z.locales.en()));

  it('says in plain Spanish what zod would say like a type checker', () => {
    expect(firstMessage(z.object({ a: z.string() }), { a: 3 })).toBe(
      ZOD_FALLBACK_MESSAGES.wrongType,
    );
    expect(firstMessage(z.string().max(254), 'x'.repeat(255))).toBe(
      'Puede tener hasta 254 caracteres.',
    );
    expect(firstMessage(z.string().min(1), '')).toBe('Este dato es requerido.');
    expect(firstMessage(z.array(z.number()).max(2), [1, 2, 3])).toBe(
      'Puede tener hasta 2 elementos.',
    );
    expect(firstMessage(z.number().min(1), 0)).toBe('Debe ser como mínimo 1.');
    expect(firstMessage(z.int().max(9), 10)).toBe('Debe ser como máximo 9.');
  });

  it('says a number past any bound, or a value off a fixed list, without jargon (issue 20)', () => {
    expect(firstMessage(z.int(), 2 ** 60)).toBe(ZOD_FALLBACK_MESSAGES.numberOutOfRange);
    expect(firstMessage(z.int(), -(2 ** 60))).toBe(ZOD_FALLBACK_MESSAGES.numberOutOfRange);
    expect(firstMessage(z.literal('page_view'), 'x')).toBe(ZOD_FALLBACK_MESSAGES.notAllowed);
    expect(firstMessage(z.enum(['a', 'b']), 'c')).toBe(ZOD_FALLBACK_MESSAGES.notAllowed);
  });

  it("keeps a schema's own message", () => {
    expect(firstMessage(z.string().max(3, 'Muy largo.'), 'abcd')).toBe('Muy largo.');
    expect(firstMessage(z.enum(['a', 'b'], { error: 'Elegí a o b.' }), 'c')).toBe('Elegí a o b.');
  });

  it('answers every issue zod can raise in our own Spanish, never its locale (issue 35)', () => {
    const m = ZOD_FALLBACK_MESSAGES;
    const cases: [z.ZodType, unknown, string][] = [
      [z.uuid(), 'x', m.badId],
      [z.email(), 'x', m.badEmail],
      [z.url(), 'x', m.badFormat],
      [z.string().regex(/^a$/), 'b', m.badFormat],
      [z.array(z.string()).min(1), [], m.tooFewItems(1)],
      [z.array(z.string()).min(3), [], 'Debe tener al menos 3 elementos.'],
      [z.set(z.string()).max(1), new Set(['a', 'b']), m.tooManyItems(1)],
      [z.date().max(new Date(0)), new Date(1), m.outOfRange],
      [z.number().multipleOf(5), 3, m.notMultiple(5)],
      [z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, m.unknownKeys],
      [z.union([z.string(), z.number()]), true, m.wrongType],
      [z.record(z.string().max(1), z.string()), { ab: 'x' }, m.invalid],
      // A value under a key that is no property name (an object).
      [z.map(z.object({}), z.string().max(1)), new Map([[{}, 'bc']]), m.invalid],
      [z.string().refine(() => false), 'x', m.invalid],
      [z.literal('a'), 'b', m.notAllowed],
      [z.string(), 1, m.wrongType],
    ];
    const codes = new Set<string>();
    for (const [schema, value, message] of cases) {
      const issue = schema.safeParse(value).error!.issues[0]!;
      codes.add(issue.code);
      expect(issue.message, `${issue.code} ${JSON.stringify(value)}`).toBe(message);
    }
    // Every code of zod's issue union ($ZodIssue) is met above.
    expect(codes.size).toBe(11);
  });
});
