import { z } from 'zod';

/**
 * The one builder of text fields. PostgreSQL cannot store U+0000 and rejects lone surrogates
 * as invalid UTF-8, and control characters only hide text from the people who read it; so every
 * text a client sends is checked here, and a bad one gets a Spanish 400 instead of a 500.
 */
export const TEXT_MESSAGES = {
  unstorable: 'El texto contiene caracteres no permitidos.',
  hidden: 'No puede tener caracteres de control, marcas de dirección ni caracteres invisibles.',
} as const;

// C0 controls are exactly what these patterns are for; multi-line text keeps tab, line feed and
// carriage return.
// eslint-disable-next-line no-control-regex
const SINGLE_LINE_CONTROLS = /[\u0000-\u001F]/;
// eslint-disable-next-line no-control-regex
const MULTI_LINE_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
/**
 * What text others read may not hold (docs/product/quality.md#text-others-read): C0 (but tab and
 * line breaks in multi-line text) and C1 controls, DEL, the bidirectional marks, embeddings,
 * overrides and isolates (U+061C, U+200E/F, U+202A–202E, U+2066–2069), the line and paragraph
 * separators, and the invisible ones that can hide or fake text: soft hyphen, zero-width space,
 * word joiner and invisible operators, the byte-order mark, the Hangul fillers, the Mongolian
 * vowel separator, the deprecated format characters and the interlinear annotations. The
 * zero-width joiner and non-joiner stay: emoji sequences and several scripts need them.
 */
const HIDDEN_MARKS =
  '\u007F-\u009F\u00AD\u061C\u115F\u1160\u180E\u200B\u200E\u200F\u2028-\u202E' +
  '\u2060-\u2064\u2066-\u206F\u3164\uFEFF\uFFA0\uFFF9-\uFFFB';
const SINGLE_LINE_HIDDEN = new RegExp(`[\u0000-\u001F${HIDDEN_MARKS}]`);
const MULTI_LINE_HIDDEN = new RegExp(`[\u0000-\u0008\u000B\u000C\u000E-\u001F${HIDDEN_MARKS}]`);

/** Whether text others read is free of controls, direction marks and invisible characters. */
export function isShownText(value: string, { multiline = false } = {}): boolean {
  return !(multiline ? MULTI_LINE_HIDDEN : SINGLE_LINE_HIDDEN).test(value);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(value: string, { multiline = false } = {}): boolean {
  const controls = multiline ? MULTI_LINE_CONTROLS : SINGLE_LINE_CONTROLS;
  return !controls.test(value) && !LONE_SURROGATE.test(value);
}

export interface TextFieldOptions {
  /** The message for a missing or non-text value (and for checks chained without their own). */
  error?: string;
  /** Allow tab and line breaks (deck lists, notes). */
  multiline?: boolean;
  /** Text others read (names, places, library names, reports): no direction marks either. */
  shown?: boolean;
}

/**
 * `z.string()` that refuses unstorable characters first (and, for `shown` text, the hidden
 * ones), so that message wins over the field's own rules; chain `.trim().min().max()` as usual, each with its own message.
 */
export function textField({ error, multiline = false, shown = false }: TextFieldOptions = {}) {
  const field = z
    .string(error === undefined ? undefined : { error })
    .refine((value) => isStorableText(value, { multiline }), {
      message: TEXT_MESSAGES.unstorable,
      abort: true,
    });
  if (!shown) return field;
  return field.refine((value) => isShownText(value, { multiline }), {
    message: TEXT_MESSAGES.hidden,
    abort: true,
  });
}
