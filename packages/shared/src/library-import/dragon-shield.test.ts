import { describe, expect, it } from 'vitest';
import { importRow } from '../../test/import-rows';
import { readExport } from '../../test/real-exports';
import { parseDragonShield } from './dragon-shield';
import type { LibraryImportRow } from './imported-row';

const card = importRow;

const find = (rows: LibraryImportRow[], name: string, collectorNumber?: string) =>
  rows.find((r) => r.name === name && (!collectorNumber || r.collectorNumber === collectorNumber));

describe('parseDragonShield on real exports', () => {
  it('reads the export with a sep= line: every row, MARKET as price, Played as MP', () => {
    const { rows, skipped } = parseDragonShield(readExport('dragonshield-all-folders.csv'))!;
    expect([rows.length, skipped]).toEqual([2039, 0]);
    expect(rows[0]).toEqual(
      card({ name: 'Academy Manufactor', set: 'MH2', collectorNumber: '469', price: 3.78 }),
    );
    const [treachery, ant] = [find(rows, 'Agent of Treachery'), find(rows, 'Agitator Ant')];
    expect(treachery).toMatchObject({ condition: 'MP', price: 5.31 });
    expect(ant).toMatchObject({ quantity: 2, price: 0.35 });
    expect(find(rows, 'Arclight Phoenix')).toEqual(
      card({
        name: 'Arclight Phoenix',
        set: 'SLC',
        collectorNumber: '2018',
        foil: true,
        condition: 'M',
        price: 9.25,
      }),
    );
    // A double-faced card with an empty finish and no prices at all.
    expect(find(rows, 'Altar of Bhaal // Bone Offering')).toEqual(
      card({ name: 'Altar of Bhaal // Bone Offering', set: 'PCLB', collectorNumber: '109s' }),
    );
  });

  it('reads the export without a sep= line and with US dates', () => {
    const { rows, skipped } = parseDragonShield(readExport('dragonshield-no-sep-us-dates.csv'))!;
    expect([rows.length, skipped]).toEqual([277, 0]);
    expect(rows[0]).toEqual(
      card({ name: 'Abolish', set: 'DDF', collectorNumber: '29', price: 0.35 }),
    );
    expect(find(rows, 'Guided Strike')).toMatchObject({ condition: 'LP' });
    expect(find(rows, 'Terror Tide')).toMatchObject({
      foil: true,
      collectorNumber: '127s',
      price: 2.26,
    });
  });

  it('reads the EU export with space-less headers; its euro prices are not taken', () => {
    const { rows, skipped } = parseDragonShield(readExport('dragonshield-eu-variant-italian.csv'))!;
    expect([rows.length, skipped]).toEqual([3977, 0]);
    expect(rows[1]).toEqual(
      card({ name: 'Island', set: 'SLD', collectorNumber: '548', foil: true }),
    );
    expect(find(rows, 'Abomination of Gudul')).toMatchObject({ language: 'it', quantity: 2 });
    expect(rows.filter((r) => r.language === 'ja')).toHaveLength(2);
    expect(rows.every((r) => r.price === null)).toBe(true);
  });

  it('reads the large 2026 export: quoted names, named foils, German, Excellent', () => {
    const { rows, skipped } = parseDragonShield(readExport('dragonshield-large-2026.csv.gz'))!;
    expect([rows.length, skipped]).toEqual([29926, 0]);
    expect(rows[1]).toEqual(
      card({
        name: 'Aang, at the Crossroads',
        set: 'TLA',
        collectorNumber: '346',
        foil: true,
        language: 'de',
        price: 4.02,
      }),
    );
    expect(find(rows, 'Eivor, Wolf-Kissed', '270')).toMatchObject({ foil: true, price: 16.26 });
    expect(find(rows, 'Tundra')).toMatchObject({ condition: 'SP', language: 'de', price: null });
    expect(rows.filter((r) => r.foil)).toHaveLength(7136);
  });
});

describe('parseDragonShield rules', () => {
  const header =
    'Folder Name,Quantity,Trade Quantity,Card Name,Set Code,Set Name,Card Number,Condition,Printing,Language,Price Bought,Date Bought,LOW,MID,MARKET';

  it('finds the header on the third line at most and skips what comes before it', () => {
    const row = 'f,1,0,Opt,XLN,Ixalan,65,NearMint,Normal,English,0,,,,0.50';
    expect(parseDragonShield(`"sep=,"\nexported\n${header}\n${row}`)?.rows).toHaveLength(1);
    expect(parseDragonShield(`"sep=,"\na\nb\n${header}\n${row}`)).toBeNull();
  });

  it('ignores rows under 14 columns and counts them as skipped', () => {
    const text = `${header}\nf,1,0,Opt,XLN,Ixalan,65,NearMint,Normal,English,0,,\n\n`;
    expect(parseDragonShield(text)).toEqual({ rows: [], skipped: 1 });
  });

  it('reads a semicolon export announced by sep=;', () => {
    const text = `sep=;\n${header.replaceAll(',', ';')}\nf;3;0;"Fire // Ice";MH2;MH2;290;Poor;Foil;Spanish;0;;;;1`;
    expect(parseDragonShield(text)?.rows).toEqual([
      card({
        name: 'Fire // Ice',
        set: 'MH2',
        collectorNumber: '290',
        foil: true,
        condition: 'DMG',
        language: 'es',
        price: 1,
        quantity: 3,
      }),
    ]);
  });
});
