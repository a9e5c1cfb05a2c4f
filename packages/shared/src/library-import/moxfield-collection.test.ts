import { describe, expect, it } from 'vitest';
import { importRow } from '../../test/import-rows';
import { readExport } from '../../test/real-exports';
import { parseMoxfieldCollection } from './moxfield-collection';

const card = importRow;

describe('parseMoxfieldCollection on the real export', () => {
  const { rows, skipped } = parseMoxfieldCollection(readExport('moxfield-collection-export.csv'))!;
  const find = (name: string, collectorNumber?: string) =>
    rows.find(
      (r) => r.name === name && (!collectorNumber || r.collectorNumber === collectorNumber),
    );

  it('reads every row with Count as quantity', () => {
    expect([rows.length, skipped]).toEqual([12784, 0]);
    expect(rows.reduce((sum, row) => sum + row.quantity, 0)).toBe(21718);
    expect(rows[0]).toEqual(
      card({ name: 'A Killer Among Us', set: 'MKM', collectorNumber: '167' }),
    );
    expect(find('Abandon Hope')).toMatchObject({ quantity: 3, set: 'TMP' });
  });

  it('reads foil and etched as foil, Japanese, The List numbers and double-faced names', () => {
    expect(rows.filter((row) => row.foil)).toHaveLength(2459);
    expect(find("Animist's Might", '120')).toEqual(
      card({ name: "Animist's Might", set: 'MAT', collectorNumber: '120', foil: true }),
    );
    expect(find('Blade of Selves')).toMatchObject({ language: 'ja', foil: true, set: 'SLD' });
    expect(find('Abolish')).toMatchObject({ set: 'PLST', collectorNumber: 'PCY-1' });
    expect(find('Aberrant Researcher // Perfected Form')).toMatchObject({ set: 'INR', foil: true });
  });
});
