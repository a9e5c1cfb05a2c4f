import { describe, expect, it } from 'vitest';
import { mtgjsonSetFile } from '../testing/shared-data';
import { readCatalogFile } from '../testing/read-catalog-file';

/** MTGJSON set files of ../shared/data, read as the importer reads them. */

describe('MTGJSON set files', () => {
  it('makes one printing of the faces of an adventure card, with every name (ELD)', async () => {
    const { printings, sets, records } = await readCatalogFile(mtgjsonSetFile('ELD'));
    expect(records).toBe(458);
    expect(sets.get('ELD')).toEqual({
      code: 'ELD',
      name: 'Throne of Eldraine',
      releasedOn: '2019-10-04',
      type: 'expansion',
    });
    const giant = printings.find((p) => p.id === '09fd2d9c-1793-4beb-a3fb-7a869f660cd4');
    expect(giant).toMatchObject({
      oracleId: 'd6d72f5f-8f5d-4180-b514-f22ff5482902',
      name: 'Bonecrusher Giant // Stomp',
      faceNames: ['Bonecrusher Giant', 'Stomp'],
      setCode: 'ELD',
      collectorNumber: '115',
      language: 'en',
      typeLine: 'Creature — Giant // Instant — Adventure',
      finishes: ['nonfoil', 'foil'],
      cardKingdomId: '227538',
      cardKingdomFoilId: '227865',
      mtgjsonUuids: [
        'd26fdb0c-80d4-5ea2-af6e-adbd290fc163',
        '9ec1a801-76eb-57ae-a3a2-b8d2d1b06e8a',
      ],
      imageUrls: [
        'https://cards.scryfall.io/normal/front/0/9/09fd2d9c-1793-4beb-a3fb-7a869f660cd4.jpg',
      ],
    });
    expect(giant?.spanishNames).toEqual(
      expect.arrayContaining([
        'Gigante aplastahuesos // Pisotón',
        'Gigante aplastahuesos',
        'Pisotón',
      ]),
    );
    // Every printing appears once, whatever the number of face records.
    expect(new Set(printings.map((p) => p.id)).size).toBe(printings.length);
  });

  it('gives a transform card a back image and keeps etched-only printings (NEO)', async () => {
    const { printings } = await readCatalogFile(mtgjsonSetFile('NEO'));
    const fable = printings.find(
      (p) =>
        p.name === 'Fable of the Mirror-Breaker // Reflection of Kiki-Jiki' &&
        p.collectorNumber === '141',
    );
    expect(fable?.imageUrls).toHaveLength(2);
    expect(fable?.imageUrls[1]).toContain('/back/');
    const farewell = printings.find((p) => p.name === 'Farewell' && p.collectorNumber === '417');
    expect(farewell?.finishes).toEqual(['etched']);
  });

  it('merges faces that are not adjacent in the file (WC01 Fire // Ice)', async () => {
    const { printings } = await readCatalogFile(mtgjsonSetFile('WC01'));
    const fireIce = printings.filter((p) => p.name === 'Fire // Ice');
    expect(fireIce.map((p) => p.collectorNumber).sort()).toEqual(['ar128', 'jt128']);
    for (const printing of fireIce) expect(printing.faceNames).toEqual(['Fire', 'Ice']);
  });

  it('leaves online-only cards out (KHM Alchemy "A-" cards)', async () => {
    const { printings, records } = await readCatalogFile(mtgjsonSetFile('KHM'));
    expect(records).toBeGreaterThan(printings.length);
    expect(printings.some((p) => p.collectorNumber.startsWith('A-'))).toBe(false);
  });

  it('gives a reversible card without oracle id a card of its own, named once (SLD)', async () => {
    const { printings } = await readCatalogFile(mtgjsonSetFile('SLD'));
    const zndrsplt = printings.find((p) => p.id === 'd5dfd236-b1da-4552-b94f-ebf6bb9dafdf');
    expect(zndrsplt).toMatchObject({
      oracleId: 'd5dfd236-b1da-4552-b94f-ebf6bb9dafdf',
      name: 'Zndrsplt, Eye of Wisdom',
    });
  });

  it('reads a set without cards (AAFR art series) as empty', async () => {
    const { printings, records } = await readCatalogFile(mtgjsonSetFile('AAFR'));
    expect({ printings: printings.length, records }).toEqual({ printings: 0, records: 0 });
  });
});
