import { z } from 'zod';

/**
 * zod's own sentences, for checks a schema gave no message of its own. Its Spanish locale reads
 * like a type checker ('Demasiado grande: se esperaba que texto tuviera <=254 caracteres',
 * 'se esperaba texto, recibido número'); these say the same to a person. The rest keep the locale.
 */
export const ZOD_FALLBACK_MESSAGES = {
  wrongType: 'Falta un dato o su valor no tiene el formato esperado.',
  textTooLong: (max: number) => `Puede tener hasta ${max} caracteres.`,
  textTooShort: (min: number) =>
    min <= 1 ? 'Este dato es requerido.' : `Debe tener al menos ${min} caracteres.`,
  tooManyItems: (max: number) => `Puede tener hasta ${max} elementos.`,
  numberTooBig: (max: number) => `Debe ser como máximo ${max}.`,
  numberTooSmall: (min: number) => `Debe ser como mínimo ${min}.`,
  /** Past what a number can hold exactly (zod's own bound of every integer). */
  numberOutOfRange: 'El número está fuera del rango permitido.',
  /** A value outside a fixed list (a literal, an enum) that gave no message of its own. */
  notAllowed: 'Ese valor no está entre los permitidos.',
} as const;

const NUMBERS = new Set(['number', 'int', 'bigint']);

type Issue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0];

function fallbackMessage(issue: Issue): string | undefined {
  const m = ZOD_FALLBACK_MESSAGES;
  switch (issue.code) {
    case 'invalid_type':
      return m.wrongType;
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return m.textTooLong(max);
      if (issue.origin === 'array') return m.tooManyItems(max);
      if (NUMBERS.has(issue.origin)) {
        return max >= Number.MAX_SAFE_INTEGER ? m.numberOutOfRange : m.numberTooBig(max);
      }
      return undefined;
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return m.textTooShort(min);
      if (NUMBERS.has(issue.origin)) {
        return min <= Number.MIN_SAFE_INTEGER ? m.numberOutOfRange : m.numberTooSmall(min);
      }
      return undefined;
    }
    case 'invalid_value':
      return m.notAllowed;
    default:
      return undefined;
  }
}

/** `z.config(spanishZodErrors())`: the Spanish locale, with the sentences above in front. */
export function spanishZodErrors(): Partial<z.core.$ZodConfig> {
  return { ...z.locales.es(), customError: fallbackMessage };
}
