import { z } from 'zod';

/**
 * The one builder of text fields. PostgreSQL cannot store U+0000 and rejects lone surrogates
 * as invalid UTF-8, and control characters only hide text from the people who read it; so every
 * text a client sends is checked here, and a bad one gets a Spanish 400 instead of a 500.
 */
export const TEXT_MESSAGES = {
  unstorable: 'El texto contiene caracteres no permitidos.',
} as const;

// C0 controls are exactly what these patterns are for; multi-line text keeps tab, line feed and
// carriage return.
// eslint-disable-next-line no-control-regex
const SINGLE_LINE_CONTROLS = /[\u0000-\u001F]/;
// eslint-disable-next-line no-control-regex
const MULTI_LINE_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
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
}

/**
 * `z.string()` that refuses unstorable characters first, so that message wins over the
 * field's own rules; chain `.trim().min().max()` as usual, each with its own message.
 */
export function textField({ error, multiline = false }: TextFieldOptions = {}) {
  return z
    .string(error === undefined ? undefined : { error })
    .refine((value) => isStorableText(value, { multiline }), {
      message: TEXT_MESSAGES.unstorable,
      abort: true,
    });
}
