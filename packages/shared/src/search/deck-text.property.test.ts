import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyTextOf, withAwkwardPieces } from '../../test/any-text';
import { normalizeCardName } from '../catalog/normalize-name';
import { parseDeckText as parseItems } from './deck-text';

const parseDeckText = (text: string) => parseItems(text).map((item) => item.name);

/** Properties of the deck text reader: no text breaks it, and a printed list reads back. */

// The pieces deck texts are made of, so random texts reach every branch of the reader.
const PIECES = [
  '4 ',
  '4x ',
  '1 Sol Ring (40K) 245 *F*',
  'Fire / Ice',
  'Wear // Tear',
  ' (SET) 12',
  ' *E*',
  ' [Ramp]',
  ' ^Have,#37d67a^',
  'SIDEBOARD:',
  'Sideboard (15)',
  'Commander',
  'About',
  '// ',
  '# ',
  'SB: ',
  '(',
  ')',
  '\n',
  '\r\n',
  '\r',
  ' ',
  '\t',
  '\u00a0',
];
const anyText = anyTextOf(withAwkwardPieces(PIECES, 399));

describe('parseDeckText on any text', () => {
  it('never throws and gives distinct, trimmed, non-empty names, each 1 to 99 copies', () => {
    fc.assert(
      fc.property(anyText, fc.boolean(), (text, sideboard) => {
        const items = parseItems(text, { sideboard });
        for (const { quantity } of items) expect(quantity >= 1 && quantity <= 99).toBe(true);
        const names = items.map((item) => item.name);
        for (const name of names) {
          expect(name).toBe(name.trim());
          expect(name).not.toBe('');
          expect(name.length).toBeLessThanOrEqual(400);
        }
        const keys = names.map((name) => normalizeCardName(name) || name.toLowerCase());
        expect(new Set(keys).size).toBe(names.length);
      }),
      { numRuns: 1000 },
    );
  });
});

// Card-like names: words of letters and the punctuation names use, one or two faces.
const word = fc.stringMatching(/^[A-Za-z][A-Za-z',.!-]{0,9}$/);
const face = fc.array(word, { minLength: 1, maxLength: 5 }).map((words) => words.join(' '));
const name = fc
  .array(face, { minLength: 1, maxLength: 2 })
  .map((faces) => faces.join(' // '))
  // A one-word name that is a section header ('Deck', 'Sideboard') is read as the header.
  .filter((card) => parseDeckText(`1 Opt\n${card}`).includes(card));
const names = fc.uniqueArray(name, {
  selector: (card) => normalizeCardName(card) || card.toLowerCase(),
  maxLength: 60,
});

describe('deck text round trip', () => {
  it('names printed as `N name` lines read back as the same names', () => {
    fc.assert(
      fc.property(names, fc.array(fc.integer({ min: 1, max: 99 })), (cards, quantities) => {
        const text = cards.map((card, i) => `${quantities[i] ?? 1} ${card}`).join('\n');
        expect(parseItems(text)).toEqual(
          cards.map((card, i) => ({ name: card, quantity: quantities[i] ?? 1 })),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('and so do bare names, one per line', () => {
    fc.assert(
      fc.property(names, (cards) => {
        expect(parseDeckText(cards.join('\n'))).toEqual(cards);
      }),
      { numRuns: 300 },
    );
  });
});
