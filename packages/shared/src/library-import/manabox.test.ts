import { describe, expect, it } from 'vitest';
import { importRow } from '../../test/import-rows';
import {
  MANABOX_BINDER_EXPORT,
  MANABOX_FULL_EXPORT,
  MANABOX_HEADER,
  MANABOX_NEWER_EXPORT,
  SCRYFALL_IDS as ID,
} from '../../test/manabox-exports';
import { parseManaBox } from './manabox';

const card = importRow;

describe('parseManaBox on its exports', () => {
  it('reads a full export with binders: quoted commas, every condition, finishes, languages', () => {
    const { rows, skipped } = parseManaBox(MANABOX_FULL_EXPORT)!;
    expect(rows).toEqual([
      card({
        name: 'Lightning Bolt',
        set: 'M10',
        collectorNumber: '146',
        quantity: 4,
        scryfallId: ID.boltM10,
      }),
      card({
        name: 'Borrowing 100,000 Arrows',
        set: 'PTK',
        collectorNumber: '25',
        condition: 'LP',
        language: 'zhs',
      }),
      card({
        name: 'Oko, Thief of Crowns',
        set: 'ELD',
        collectorNumber: '271',
        foil: true,
        condition: 'MP',
        language: 'es',
        scryfallId: ID.okoEld271,
      }),
      card({
        name: 'Bonecrusher Giant // Stomp',
        set: 'ELD',
        collectorNumber: '115',
        foil: true,
        condition: 'HP',
        language: 'ja',
        quantity: 2,
        scryfallId: ID.giantEld,
      }),
      card({
        name: 'Island',
        set: 'M10',
        collectorNumber: '234',
        condition: 'DMG',
        quantity: 10,
        scryfallId: ID.islandM10,
      }),
      // A Scryfall ID that is no id is left out; the row still resolves by set and number.
      card({ name: 'Opt', set: 'XLN', collectorNumber: '65', quantity: 3 }),
    ]);
    // Quantity 'x', no name, and a line cut short before its quantity.
    expect(skipped).toBe(3);
  });

  it('reads a binder export without the binder columns', () => {
    expect(parseManaBox(MANABOX_BINDER_EXPORT)).toEqual({
      rows: [
        card({
          name: 'Lightning Bolt',
          set: 'M10',
          collectorNumber: '146',
          foil: true,
          condition: 'LP',
          language: 'de',
          quantity: 2,
          scryfallId: ID.boltM10,
        }),
        card({
          name: 'Borrowing 100,000 Arrows',
          set: 'PTK',
          collectorNumber: '25',
          language: 'pt',
        }),
      ],
      skipped: 0,
    });
  });

  it('reads a newer export with Signed, Proxy and Added', () => {
    expect(parseManaBox(MANABOX_NEWER_EXPORT)).toEqual({
      rows: [
        card({
          name: 'Island',
          set: 'M10',
          collectorNumber: '234',
          language: 'ko',
          quantity: 20,
          scryfallId: ID.islandM10,
        }),
        card({
          name: 'Oko, Thief of Crowns',
          set: 'ELD',
          collectorNumber: '197',
          condition: 'DMG',
          language: 'ru',
        }),
      ],
      skipped: 0,
    });
  });
});

describe('parseManaBox rules', () => {
  it('takes no purchase price, in dollars or any other currency', () => {
    const text = [
      MANABOX_HEADER,
      `b,binder,Opt,XLN,Ixalan,65,normal,common,1,1,,12.50,false,false,near_mint,en,USD`,
      `b,binder,Opt,XLN,Ixalan,65,normal,common,1,1,,12.50,false,false,near_mint,en,EUR`,
    ].join('\n');
    expect(parseManaBox(text)?.rows.map((row) => row.price)).toEqual([null, null]);
  });

  it('finds the columns by name in any order, with a byte-order mark and a lowercase header', () => {
    const text =
      '\uFEFFquantity,condition,scryfall id,collector number,language,set code,foil,name,manabox id\n' +
      `2,good,${ID.giantEld},115,it,eld,etched,"Bonecrusher Giant // Stomp",9`;
    expect(parseManaBox(text)?.rows).toEqual([
      card({
        name: 'Bonecrusher Giant // Stomp',
        set: 'ELD',
        collectorNumber: '115',
        foil: true,
        condition: 'LP',
        language: 'it',
        quantity: 2,
        scryfallId: ID.giantEld,
      }),
    ]);
  });

  it('is no ManaBox file without its header on the first line', () => {
    expect(parseManaBox('Name,Set code,Collector number,Quantity\nOpt,XLN,65,1')).toBeNull();
    expect(parseManaBox(`\n${MANABOX_HEADER}`)).toBeNull();
    expect(parseManaBox('')).toBeNull();
  });
});
