import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_DATA_DIR } from '../../../test/shared-data';
import { checkDeckParam, deckSearch, readMoxfieldDeck } from './moxfield-deck';

/** The recorded real Moxfield answers of shared/data/exports. */
const recorded = (file: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(SHARED_DATA_DIR, 'exports', file), 'utf8'));

const namesOf = (items: { name: string }[] | undefined) => items?.map((item) => item.name);
const copiesOf = (items: { quantity: number }[] | undefined) =>
  items?.reduce((sum, item) => sum + item.quantity, 0);

describe('readMoxfieldDeck', () => {
  it('reads the commander and the mainboard of a real v3 deck, with their copies', () => {
    const deck = readMoxfieldDeck('YwY3uz_CykKxnq3XBDpGFQ', recorded('moxfield-api-v3-deck.json'));
    expect(deck?.name).toBe('Marchesa Dealer of Crimes');
    // 1 commander + 85 mainboard entries, 100 cards; the 23 maybeboard cards are not the deck.
    expect(deck?.main).toHaveLength(86);
    expect(copiesOf(deck?.main)).toBe(100);
    expect(deck?.main[0]).toEqual({ name: 'Marchesa, Dealer of Death', quantity: 1 });
    expect(deck?.main).toContainEqual({ name: 'Swamp', quantity: 7 });
    expect(namesOf(deck?.main)).toContain(
      'Sephiroth, Fabled SOLDIER // Sephiroth, One-Winged Angel',
    );
    expect(namesOf(deck?.main)).toContain('Arcane Signet');
    expect(deck?.sideboard).toEqual([]);
  });

  it('reads the boards of a real v2 deck, commanders first', () => {
    const [, winota] = recorded('moxfield-api-v2-decks.json') as unknown[];
    const deck = readMoxfieldDeck('some-id', winota);
    expect(deck?.name).toBe('Winota: Snowball Stax');
    expect(deck?.main[0]?.name).toBe('Winota, Joiner of Forces');
    expect(deck?.main.length).toBeGreaterThan(90);
  });

  it('keeps each card once, its copies added up, and skips entries without a card name', () => {
    const deck = readMoxfieldDeck('x', {
      name: 'Prueba',
      boards: {
        mainboard: {
          cards: {
            a: { quantity: 4, card: { name: 'Lightning Bolt' } },
            b: { quantity: 1, card: { name: ' Lightning Bolt ' } },
            c: { quantity: 1, card: {} },
            d: null,
            e: { card: { name: 'Opt' } },
            f: { quantity: 250, card: { name: 'Island' } },
          },
        },
        sideboard: { cards: { g: { quantity: 2, card: { name: 'Duress' } } } },
        maybeboard: { cards: { h: { quantity: 1, card: { name: 'Ponder' } } } },
      },
    });
    expect(deck).toEqual({
      id: 'x',
      name: 'Prueba',
      main: [
        { name: 'Lightning Bolt', quantity: 5 },
        { name: 'Opt', quantity: 1 },
        { name: 'Island', quantity: 99 },
      ],
      sideboard: [{ name: 'Duress', quantity: 2 }],
    });
  });

  it('answers an empty deck with no cards, and null for what is not a deck', () => {
    expect(readMoxfieldDeck('x', { name: 'Vacío', boards: {} })?.main).toEqual([]);
    expect(readMoxfieldDeck('x', null)).toBeNull();
    expect(readMoxfieldDeck('x', [])).toBeNull();
    expect(readMoxfieldDeck('x', { name: 'Sin tableros' })).toBeNull();
    expect(readMoxfieldDeck('x', { boards: {} })).toBeNull();
  });
});

describe('deckSearch', () => {
  const deck = {
    id: 'x',
    name: 'Prueba',
    main: [
      { name: 'Counterspell', quantity: 4 },
      { name: 'Opt', quantity: 2 },
    ],
    sideboard: [
      { name: 'Duress', quantity: 3 },
      { name: 'counterspell', quantity: 1 },
    ],
  };

  it('searches the deck without its sideboard unless asked, a card in both added up', () => {
    expect(deckSearch(deck, false)).toEqual({
      items: deck.main,
      deck: { id: 'x', name: 'Prueba', names: ['Counterspell', 'Opt'] },
    });
    expect(deckSearch(deck, true)).toEqual({
      items: [
        { name: 'Counterspell', quantity: 5 },
        { name: 'Opt', quantity: 2 },
        { name: 'Duress', quantity: 3 },
      ],
      deck: { id: 'x', name: 'Prueba', names: ['Counterspell', 'Opt', 'Duress'] },
    });
  });
});

describe('checkDeckParam', () => {
  it('reads the parameter as the part after /decks/, or as a whole link', () => {
    expect(checkDeckParam('YwY3uz_CykKxnq3XBDpGFQ')).toEqual({
      ok: true,
      deckId: 'YwY3uz_CykKxnq3XBDpGFQ',
    });
    expect(checkDeckParam('https://moxfield.com/decks/YwY3uz_CykKxnq3XBDpGFQ?x=1')).toEqual({
      ok: true,
      deckId: 'YwY3uz_CykKxnq3XBDpGFQ',
    });
    expect(checkDeckParam('abc1234')).toEqual({
      ok: false,
      message: 'El identificador del deck parece incompleto (se esperan 22 caracteres, hay 7).',
    });
  });
});
