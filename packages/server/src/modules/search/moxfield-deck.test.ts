import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_DATA_DIR } from '../../../test/shared-data';
import { checkDeckParam, readMoxfieldDeck } from './moxfield-deck';

/** The recorded real Moxfield answers of shared/data/exports. */
const recorded = (file: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(SHARED_DATA_DIR, 'exports', file), 'utf8'));

describe('readMoxfieldDeck', () => {
  it('reads the commander, the mainboard and no maybeboard of a real v3 deck', () => {
    const deck = readMoxfieldDeck('YwY3uz_CykKxnq3XBDpGFQ', recorded('moxfield-api-v3-deck.json'));
    expect(deck?.name).toBe('Marchesa Dealer of Crimes');
    // 1 commander + 85 mainboard entries; the 23 maybeboard cards are not the deck.
    expect(deck?.names).toHaveLength(86);
    expect(deck?.names[0]).toBe('Marchesa, Dealer of Death');
    expect(deck?.names).toContain('Sephiroth, Fabled SOLDIER // Sephiroth, One-Winged Angel');
    expect(deck?.names).toContain('Arcane Signet');
  });

  it('reads the boards of a real v2 deck, commanders first', () => {
    const [, winota] = recorded('moxfield-api-v2-decks.json') as unknown[];
    const deck = readMoxfieldDeck('some-id', winota);
    expect(deck?.name).toBe('Winota: Snowball Stax');
    expect(deck?.names[0]).toBe('Winota, Joiner of Forces');
    expect(deck?.names.length).toBeGreaterThan(90);
  });

  it('keeps each name once and skips entries without a card name', () => {
    const deck = readMoxfieldDeck('x', {
      name: 'Prueba',
      boards: {
        mainboard: {
          cards: {
            a: { quantity: 4, card: { name: 'Lightning Bolt' } },
            b: { quantity: 1, card: { name: ' Lightning Bolt ' } },
            c: { quantity: 1, card: {} },
            d: null,
          },
        },
        sideboard: { cards: { e: { quantity: 2, card: { name: 'Duress' } } } },
        maybeboard: { cards: { f: { quantity: 1, card: { name: 'Opt' } } } },
      },
    });
    expect(deck).toEqual({ id: 'x', name: 'Prueba', names: ['Lightning Bolt', 'Duress'] });
  });

  it('answers an empty deck with no names, and null for what is not a deck', () => {
    expect(readMoxfieldDeck('x', { name: 'Vacío', boards: {} })?.names).toEqual([]);
    expect(readMoxfieldDeck('x', null)).toBeNull();
    expect(readMoxfieldDeck('x', [])).toBeNull();
    expect(readMoxfieldDeck('x', { name: 'Sin tableros' })).toBeNull();
    expect(readMoxfieldDeck('x', { boards: {} })).toBeNull();
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
