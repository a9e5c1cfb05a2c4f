import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MANABOX_HEADER } from '../../test/manabox-exports';
import type { CardCondition, CardLanguage } from '../catalog/constants';
import type { LibraryImportRow } from './imported-row';
import { parseLibraryImport } from './parse-library-import';

/**
 * A ManaBox file written from any rows (names with commas and quotes, etched and foil, every
 * condition, Scryfall IDs in either case) reads back as the same rows.
 */

const MANABOX_CONDITIONS: Partial<Record<CardCondition, string>> = {
  NM: 'near_mint',
  LP: 'lightly_played',
  MP: 'moderately_played',
  HP: 'heavily_played',
  DMG: 'damaged',
};
const LANGUAGES: CardLanguage[] = ['en', 'es', 'de', 'ja', 'pt', 'zhs', 'zht'];

const quoted = (value: string) => `"${value.replaceAll('"', '""')}"`;

/** A row, and the line of a ManaBox export that says it. */
const rowAndLine = fc
  .record({
    name: fc.stringMatching(/^[A-Za-z][A-Za-z ,'"/.-]{0,30}[A-Za-z]$/),
    set: fc.stringMatching(/^[A-Z0-9]{2,6}$/),
    collectorNumber: fc.stringMatching(/^[0-9A-Za-z★-]{1,8}$/),
    finish: fc.constantFrom('normal', 'foil', 'etched'),
    condition: fc.constantFrom(...(Object.keys(MANABOX_CONDITIONS) as CardCondition[])),
    language: fc.constantFrom(...LANGUAGES),
    quantity: fc.integer({ min: 1, max: 1000 }),
    scryfallId: fc.option(fc.uuid(), { nil: undefined }),
    upperCaseId: fc.boolean(),
    currency: fc.constantFrom('USD', 'EUR', ''),
  })
  .map(({ finish, scryfallId, upperCaseId, currency, ...fields }) => {
    const id = upperCaseId ? scryfallId?.toUpperCase() : scryfallId;
    const line = [
      ...['Binder', 'binder', quoted(fields.name), fields.set.toLowerCase(), quoted('Set, name')],
      ...[fields.collectorNumber, finish, 'rare', fields.quantity, 7, id, '3.50', false, false],
      ...[MANABOX_CONDITIONS[fields.condition], fields.language, currency],
    ].join(',');
    const row: LibraryImportRow = {
      ...fields,
      foil: finish !== 'normal',
      price: null,
      ...(scryfallId && { scryfallId: scryfallId.toLowerCase() }),
    };
    return { row, line };
  });

describe('ManaBox round trip', () => {
  it('a written export parses back to the same rows', () => {
    fc.assert(
      fc.property(fc.array(rowAndLine, { minLength: 1, maxLength: 20 }), (pairs) => {
        const text = [MANABOX_HEADER, ...pairs.map(({ line }) => line)].join('\r\n');
        expect(parseLibraryImport(text)).toEqual({
          ok: true,
          format: 'manabox',
          rows: pairs.map(({ row }) => row),
          skipped: 0,
        });
      }),
      { numRuns: 300 },
    );
  });
});
