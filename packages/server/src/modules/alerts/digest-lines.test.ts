import { describe, expect, it } from 'vitest';
import { digestLines, type DigestMatch } from './digest-lines';

/** One digest line per card and seller, with its copies and printings. */

let lines = 0;
const match = (overrides: Partial<DigestMatch>): DigestMatch => ({
  lineId: `line-${++lines}`,
  cardName: 'Island',
  seller: 'nico_cordoba',
  province: 'Córdoba',
  price: '0.35',
  linePrice: '0.35',
  libraryId: 'lib-1',
  quantity: 1,
  setCode: 'DMU',
  ...overrides,
});

describe('digestLines', () => {
  it('lists five printings of a card by one seller once, with the copies and the sets', () => {
    const island = ['DMU', 'ONE', 'BRO', 'MOM', 'WOE'].map((setCode, index) =>
      match({ setCode, quantity: index === 0 ? 2 : 1 }),
    );
    expect(digestLines(island).map((line) => line.text)).toEqual([
      'Island — nico_cordoba (Córdoba): 6 copias, USD 0.35 (DMU, ONE, BRO y 2 más)',
    ]);
  });

  it('says "desde" the cheapest price, counts a line matched twice once, links the cheapest', () => {
    const cheap = match({ setCode: 'ONE', price: '0.20', linePrice: '0.20', libraryId: 'lib-2' });
    const dear = match({ setCode: 'DMU' });
    const found = digestLines([dear, cheap, { ...cheap }]);
    expect(found).toEqual([
      {
        text: 'Island — nico_cordoba (Córdoba): 2 copias, desde USD 0.20 (ONE, DMU)',
        libraryId: 'lib-2',
        cardName: 'Island',
      },
    ]);
  });

  it('keeps a line per card and seller, the cheapest seller first, sets only when known', () => {
    const found = digestLines([
      match({ seller: 'vera', province: null, price: '3.00', linePrice: 'ARS 3000' }),
      match({ cardName: 'Lightning Bolt', price: '2.00', linePrice: '2.00', setCode: null }),
      match({ price: '0.30', linePrice: 'ck' }),
    ]);
    expect(found.map((line) => line.text)).toEqual([
      'Island — nico_cordoba (Córdoba): 1 copia, USD 0.30 (DMU)',
      'Lightning Bolt — nico_cordoba (Córdoba): 1 copia, USD 2.00',
      'Island — vera: 1 copia, ARS 3.000 (DMU)',
    ]);
  });
});
