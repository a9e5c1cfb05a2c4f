import { describe, expect, it } from 'vitest';
import { importRow } from '../../test/import-rows';
import { readExport } from '../../test/real-exports';
import { isMoxfieldText, parseMoxfieldText } from './moxfield-text';

const card = importRow;

describe('parseMoxfieldText on real exports', () => {
  it('reads the older export with lowercase set codes, without its sideboard', () => {
    const { rows, skipped } = parseMoxfieldText(readExport('moxfield-deck-export.txt'))!;
    expect([rows.length, skipped]).toEqual([82, 0]);
    expect(rows.reduce((sum, row) => sum + row.quantity, 0)).toBe(100);
    expect(rows[0]).toEqual(card({ name: 'Angel of Serenity', set: 'KHC', collectorNumber: '18' }));
    expect(rows.find((row) => row.name === 'Forest')).toMatchObject({ quantity: 9, set: 'DMU' });
    // Sideboard only: Bookwurm; Cleansing Nova is in both, the sideboard's printing is not read.
    expect(rows.some((row) => row.name === 'Bookwurm')).toBe(false);
    expect(rows.filter((row) => row.name === 'Cleansing Nova')).toEqual([
      card({ name: 'Cleansing Nova', set: 'SCD', collectorNumber: '12' }),
    ]);
  });

  it('reads the export with double-faced names and promo numbers; its one foil is in the sideboard', () => {
    const text = readExport('moxfield-deck-export-with-foil.txt');
    const { rows, skipped } = parseMoxfieldText(text)!;
    expect([rows.length, skipped]).toEqual([100, 0]);
    expect(rows[0]).toEqual(card({ name: 'Aether Channeler', set: 'DMU', collectorNumber: '42' }));
    expect(rows[1]).toEqual(
      card({ name: 'Archangel Avacyn // Avacyn, the Purifier', set: 'SOI', collectorNumber: '5' }),
    );
    const numbers = rows.map((row) => row.collectorNumber);
    expect(numbers).toEqual(expect.arrayContaining(['196p', 'DDR-7', 'CN2-18']));
    expect(rows.some((row) => row.foil || row.name === "Jetmir's Garden")).toBe(false);
    const sideboard = text.slice(text.indexOf('SIDEBOARD:') + 'SIDEBOARD:'.length);
    expect(parseMoxfieldText(sideboard)?.rows.find((row) => row.foil)).toEqual(
      card({ name: "Jetmir's Garden", set: 'PSNC', collectorNumber: '250s', foil: true }),
    );
  });
});

describe('parseMoxfieldText rules', () => {
  it('recognises a list by its first three non-empty lines', () => {
    expect(isMoxfieldText('\n1 Opt (XLN) 65\n\n2 Island (DMU) 262\n1 Sol Ring (40K) 245 *F*')).toBe(
      true,
    );
    expect(isMoxfieldText('1 Opt (XLN) 65\n1 Sol Ring\n1 Island (DMU) 262')).toBe(false);
    expect(isMoxfieldText('Deck\n1 Opt (XLN) 65')).toBe(false);
  });

  it('reads etched marks, quantities with x, names-only lines, and counts what it cannot read', () => {
    const text =
      '1 Opt (XLN) 65\n1x Sol Ring (C21) 263 *E*\n4 Lightning Bolt (2XM) 117\n2 Island\nnope\n0 Opt (XLN) 65';
    const { rows, skipped } = parseMoxfieldText(text)!;
    expect(rows.slice(1)).toEqual([
      card({ name: 'Sol Ring', set: 'C21', collectorNumber: '263', foil: true }),
      card({ name: 'Lightning Bolt', set: '2XM', collectorNumber: '117', quantity: 4 }),
      card({ name: 'Island', quantity: 2 }),
    ]);
    expect(skipped).toBe(2);
  });
});
