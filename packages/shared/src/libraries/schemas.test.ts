import { describe, expect, it } from 'vitest';
import { LIBRARY_MESSAGES } from './constants';
import { addLibraryCardsSchema, libraryPriceSchema } from './schemas';

describe('library card price', () => {
  it.each([
    ['12.50', '12.50'],
    ['12.5', '12.50'],
    ['7', '7.00'],
    ['12,50', '12.50'],
    [' 1,5 ', '1.50'],
    [0.35, '0.35'],
    [' CK ', 'ck'],
    ['ck', 'ck'],
  ])('%j is stored as %j', (input, stored) => {
    expect(libraryPriceSchema.parse(input)).toBe(stored);
  });

  it.each([
    '',
    'abc',
    '1.234',
    '1,234',
    '1.234,50',
    '1,2,3',
    '-1',
    ',5',
    '.5',
    '1e3',
    '1234567890123',
    -2,
    Number.NaN,
    null,
  ])('%j is refused with the spec message', (input) => {
    const result = libraryPriceSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(LIBRARY_MESSAGES.priceInvalid);
  });
});

describe('cards sent to a library', () => {
  const libraryId = '11111111-1111-4111-8111-111111111111';

  it('one card is read as a list of one, with the defaults of an import row', () => {
    expect(addLibraryCardsSchema.parse({ libraryId, name: 'Lightning Bolt' })).toEqual([
      {
        libraryId,
        referenceId: null,
        name: 'Lightning Bolt',
        set: null,
        collectorNumber: null,
        foil: false,
        condition: 'NM',
        language: 'en',
        quantity: 1,
        price: 'ck',
      },
    ]);
  });

  it('accepts LP (imports) and refuses an empty list', () => {
    expect(addLibraryCardsSchema.parse([{ libraryId, name: 'x', condition: 'LP' }])).toHaveLength(
      1,
    );
    const empty = addLibraryCardsSchema.safeParse([]);
    expect(empty.error?.issues[0]?.message).toBe(LIBRARY_MESSAGES.cardsRequired);
  });
});
