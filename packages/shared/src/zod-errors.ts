import { z } from 'zod';

/**
 * zod's sentences, for checks a schema gave no message of its own. Its Spanish locale reads like
 * a type checker ('Inválido UUID', 'Demasiado pequeño: se esperaba que arreglo tuviera >=1
 * elementos'), so every issue zod can raise gets one of these instead: no locale text reaches a
 * person (docs/product/api.md#errors).
 */
export const ZOD_FALLBACK_MESSAGES = {
  wrongType: 'Falta un dato o su valor no tiene el formato esperado.',
  textTooLong: (max: number) => `Puede tener hasta ${max} caracteres.`,
  textTooShort: (min: number) =>
    min <= 1 ? 'Este dato es requerido.' : `Debe tener al menos ${min} caracteres.`,
  tooManyItems: (max: number) => `Puede tener hasta ${max} elementos.`,
  tooFewItems: (min: number) =>
    min <= 1 ? 'Debe tener al menos un elemento.' : `Debe tener al menos ${min} elementos.`,
  numberTooBig: (max: number) => `Debe ser como máximo ${max}.`,
  numberTooSmall: (min: number) => `Debe ser como mínimo ${min}.`,
  /** Past what a number can hold exactly (zod's own bound of every integer). */
  numberOutOfRange: 'El número está fuera del rango permitido.',
  /** A date or a file's size past its bound. */
  outOfRange: 'El valor está fuera del rango permitido.',
  notMultiple: (divisor: number) => `Debe ser múltiplo de ${divisor}.`,
  /** A value outside a fixed list (a literal, an enum) that gave no message of its own. */
  notAllowed: 'Ese valor no está entre los permitidos.',
  badId: 'El identificador no es válido.',
  badEmail: 'El email no es válido.',
  badFormat: 'El dato no tiene el formato esperado.',
  unknownKeys: 'Se enviaron datos que no se esperaban.',
  /** Anything else: a refinement without a message, a bad key or element of a collection. */
  invalid: 'El dato enviado no es válido.',
} as const;

const NUMBERS = new Set(['number', 'int', 'bigint']);
const IDS = new Set(['uuid', 'guid', 'cuid', 'cuid2', 'ulid', 'nanoid', 'xid', 'ksuid']);

type Issue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0];

function sizeMessage(issue: Issue & { code: 'too_big' | 'too_small' }): string {
  const m = ZOD_FALLBACK_MESSAGES;
  const big = issue.code === 'too_big';
  const bound = Number(big ? issue.maximum : issue.minimum);
  if (issue.origin === 'string') return big ? m.textTooLong(bound) : m.textTooShort(bound);
  if (issue.origin === 'array' || issue.origin === 'set') {
    return big ? m.tooManyItems(bound) : m.tooFewItems(bound);
  }
  if (!NUMBERS.has(issue.origin)) return m.outOfRange;
  if (Math.abs(bound) >= Number.MAX_SAFE_INTEGER) return m.numberOutOfRange;
  return big ? m.numberTooBig(bound) : m.numberTooSmall(bound);
}

function fallbackMessage(issue: Issue): string {
  const m = ZOD_FALLBACK_MESSAGES;
  switch (issue.code) {
    case 'invalid_type':
    case 'invalid_union':
      return m.wrongType;
    case 'too_big':
    case 'too_small':
      return sizeMessage(issue);
    case 'invalid_format':
      if (issue.format === 'email') return m.badEmail;
      return IDS.has(issue.format) ? m.badId : m.badFormat;
    case 'not_multiple_of':
      return m.notMultiple(Number(issue.divisor));
    case 'unrecognized_keys':
      return m.unknownKeys;
    case 'invalid_value':
      return m.notAllowed;
    default:
      return m.invalid;
  }
}

/** `z.config(spanishZodErrors())`: our sentences for every issue, the locale's never. */
export function spanishZodErrors(): Partial<z.core.$ZodConfig> {
  return { ...z.locales.es(), customError: fallbackMessage };
}
