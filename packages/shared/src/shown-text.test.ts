import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { profileUpdateSchema, registrationSchema } from './accounts/index';
import { importedCardSchema } from './catalog/schemas';
import {
  addWantedCardsSchema,
  createLibrarySchema,
  editLibraryCardSchema,
  newLibraryCardSchema,
} from './libraries/schemas';
import { moderationActionSchema } from './moderation/index';
import { reportSchema } from './reports/index';
import { aRegistration } from './testing/index';
import { isShownText, TEXT_MESSAGES } from './text-field';

/** Every free text others read refuses controls, direction marks and invisibles. */

const ID = '8d2f6a8e-2b7a-4c3e-9a51-3f0f4d9b1c22';
const HIDDEN = ['\u202E', '\u2066', '\u200F', '\u061C', '\u200B', '\uFEFF', '\u0085', '\u007F'];

const fields: [string, z.ZodType, Record<string, unknown>, string][] = [
  ['registration', registrationSchema, aRegistration(), 'firstName'],
  ['registration', registrationSchema, aRegistration(), 'lastName'],
  ['registration', registrationSchema, aRegistration(), 'email'],
  ['registration', registrationSchema, aRegistration(), 'region'],
  ['registration', registrationSchema, aRegistration(), 'city'],
  ['profile', profileUpdateSchema, { city: 'La Plata' }, 'city'],
  ['library', createLibrarySchema, { name: 'Ventas' }, 'name'],
  ['library card', newLibraryCardSchema, { libraryId: ID, name: 'Island' }, 'name'],
  ['library card', newLibraryCardSchema, { libraryId: ID, name: 'Island', set: 'DMU' }, 'set'],
  ['edited card', editLibraryCardSchema, { id: ID, cardSet: 'DMU' }, 'cardSet'],
  ['imported card', importedCardSchema, { name: 'Island' }, 'name'],
  ['wanted list', addWantedCardsSchema, { name: 'Faltan', cards: ['Island'] }, 'name'],
  ['report', reportSchema, { user: 'ana', reason: 'noShow', details: 'Hola' }, 'details'],
  ['moderation', moderationActionSchema, { action: 'hideLibrary', reason: 'Listo' }, 'reason'],
];

describe('text others read', () => {
  it.each(fields)('%s: %s refuses each hidden character', (_, schema, payload, field) => {
    expect(schema.safeParse(payload).success, 'the payload is valid as it is').toBe(true);
    for (const mark of HIDDEN) {
      const value = `${String(payload[field])}${mark}x`;
      const issues = schema.safeParse({ ...payload, [field]: value }).error?.issues ?? [];
      expect(
        issues.map(({ message }) => message),
        `U+${mark.codePointAt(0)?.toString(16)}`,
      ).toContain(TEXT_MESSAGES.hidden);
    }
  });

  it('keeps what names need: accents, emoji with joiners, line breaks in multi-line text', () => {
    expect(isShownText('Río Cuarto — Ñandú 🃏 👩‍👧')).toBe(true);
    expect(isShownText('línea 1\nlínea 2\tfin', { multiline: true })).toBe(true);
    expect(isShownText('a\nb')).toBe(false);
    expect(isShownText('\u202Eabc')).toBe(false);
  });
});
