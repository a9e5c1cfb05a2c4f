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

  it("keeps a schema's own message and the locale for the rest", () => {
    expect(firstMessage(z.string().max(3, 'Muy largo.'), 'abcd')).toBe('Muy largo.');
    expect(firstMessage(z.enum(['a', 'b'], { error: 'Elegí a o b.' }), 'c')).toBe('Elegí a o b.');
    expect(firstMessage(z.email(), 'x')).toBe('Inválido dirección de correo electrónico');
  });
});
