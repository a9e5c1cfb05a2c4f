import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyTextOf, withAwkwardPieces } from '../../test/any-text';
import { MANABOX_FULL_EXPORT, MANABOX_HEADER } from '../../test/manabox-exports';
import { readExport } from '../../test/real-exports';
import { importedCardSchema } from '../catalog/schemas';
import { LIBRARY_IMPORT_MESSAGES } from './constants';
import { parseDragonShield } from './dragon-shield';
import type { LibraryImportRow } from './imported-row';
import { parseManaBox } from './manabox';
import { parseLibraryImport } from './parse-library-import';
import { parseMoxfieldCollection } from './moxfield-collection';
import { parseMoxfieldText } from './moxfield-text';
import { printMoxfieldText } from './print-moxfield-text';

/**
 * Properties of the import parsers: no text makes them throw, every row they
 * give passes the card-summary schema, and a printed Moxfield list reads back as the same cards
 * (a written ManaBox file too: manabox.property.test.ts).
 */

// The pieces exports are made of, so random texts reach headers, quoting and line shapes.
const FORMAT_PIECES = [
  '"sep=,"\r\n',
  'sep=;\n',
  'Folder Name,Quantity,Trade Quantity,Card Name,Set Code,Set Name,Card Number,Condition,Printing,Language,Price Bought,Date Bought,LOW,MID,MARKET\n',
  '"Count","Tradelist Count","Name","Edition","Condition","Language","Foil","Tags","Last Modified","Collector Number","Alter","Proxy","Purchase Price"\n',
  'f,1,0,"Fire // Ice",MH2,Modern Horizons 2,290,Poor,Surge Foil,German,0,,,,0.10\r\n',
  `${MANABOX_HEADER}\n`,
  'b,binder,"Oko, Thief of Crowns",ELD,Eldraine,271,etched,mythic,1,103,95DA027E-34C1-4098-827D-1647693AD8F4,30,false,false,near_mint,zh,EUR\n',
  '1 Sol Ring (40K) 245 *F*\n',
  '1 Archangel Avacyn / Avacyn, the Purifier (SOI) 5\n',
  'SIDEBOARD:\n',
  ',',
  ';',
  '"',
  '""',
  '\r',
  '\n',
  '\r\n',
  ' ',
  '*F*',
  '(',
  ')',
  '//',
  '/',
  '1x ',
  '0 ',
  '99999 ',
];
const PIECES = withAwkwardPieces(FORMAT_PIECES, 300);
const anyText = anyTextOf(
  PIECES,
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) }),
);

const REAL_HEADS = [
  'dragonshield-all-folders.csv',
  'moxfield-deck-export-with-foil.txt',
  'moxfield-collection-export.csv',
]
  .map(readExport)
  .concat(MANABOX_FULL_EXPORT)
  .map((text) => text.split('\n').slice(0, 12).join('\n'));
/**
 * The start of a real export (or of the ManaBox fixture) with random insertions: texts the
 * detectors accept, then break.
 */
const damagedExport = fc
  .tuple(
    fc.constantFrom(...REAL_HEADS),
    fc.array(fc.tuple(fc.nat(), fc.constantFrom(...PIECES)), { maxLength: 6 }),
  )
  .map(([text, edits]) =>
    edits.reduce(
      (out, [at, piece]) =>
        out.slice(0, at % (out.length + 1)) + piece + out.slice(at % (out.length + 1)),
      text,
    ),
  );

const PARSERS = [parseDragonShield, parseMoxfieldCollection, parseMoxfieldText, parseManaBox];

const wellFormed = (rows: LibraryImportRow[]) =>
  rows.every((row) => importedCardSchema.safeParse(row).success);

describe('import parsers on any text', () => {
  it('never throw, and every row they give is one the server accepts', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, damagedExport), (text) => {
        for (const parse of PARSERS) {
          const parsed = parse(text);
          if (parsed) expect(wellFormed(parsed.rows)).toBe(true);
        }
        const result = parseLibraryImport(text);
        if (!result.ok) expect(Object.values(LIBRARY_IMPORT_MESSAGES)).toContain(result.message);
      }),
      { numRuns: 500 },
    );
  });
});

const word = fc.stringMatching(/^[A-Za-z][A-Za-z',.-]{0,9}$/);
const face = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));
const name = fc.array(face, { minLength: 1, maxLength: 2 }).map((faces) => faces.join(' // '));
const setCode = fc.stringMatching(/^[A-Z0-9]{2,6}$/);
const collectorNumber = fc.stringMatching(/^[0-9A-Za-z★-]{1,8}$/);
const row = (printing: fc.Arbitrary<[string | null, string | null]>) =>
  fc
    .record({
      name,
      printing,
      foil: fc.boolean(),
      quantity: fc.integer({ min: 1, max: 1000 }),
    })
    .map(({ printing: [set, number], ...rest }): LibraryImportRow => ({
      ...rest,
      set,
      collectorNumber: number,
      condition: 'NM',
      language: 'en',
      price: null,
    }));
const printedRow = row(fc.tuple(setCode, collectorNumber));
// Name-only and set-only lines are read too, but the first three lines must be full ones.
const anyRow = row(
  fc.oneof(
    fc.tuple(setCode, collectorNumber),
    fc.tuple(setCode, fc.constant(null)),
    fc.constant([null, null] as [null, null]),
  ),
);
const list = fc.oneof(
  fc.array(printedRow, { minLength: 1, maxLength: 3 }),
  fc
    .tuple(
      fc.array(printedRow, { minLength: 3, maxLength: 3 }),
      fc.array(anyRow, { maxLength: 30 }),
    )
    .map(([head, tail]) => [...head, ...tail]),
);

describe('Moxfield text round trip', () => {
  it('a printed list parses back to the same cards', () => {
    fc.assert(
      fc.property(list, (rows) => {
        expect(parseLibraryImport(printMoxfieldText(rows))).toEqual({
          ok: true,
          format: 'moxfield-text',
          rows,
          skipped: 0,
        });
      }),
      { numRuns: 300 },
    );
  });

  it('a real export printed and parsed again gives the same rows', () => {
    for (const fileName of ['moxfield-deck-export.txt', 'moxfield-deck-export-with-foil.txt']) {
      const { rows } = parseMoxfieldText(readExport(fileName))!;
      expect(parseMoxfieldText(printMoxfieldText(rows))?.rows).toEqual(rows);
    }
  });
});
