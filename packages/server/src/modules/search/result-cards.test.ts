import { publicResultCardSchema, resultCardSchema } from '@mdc/shared';
import { describe, expect, it } from 'vitest';
import { resultCardsJson } from './result-cards';

/**
 * A card as the query returns it: the text of `resultCardValues`' array, written as
 * `json_build_array` writes it (a space after each comma).
 */
const card = (changes: Record<number, unknown> = {}): string => {
  const values: unknown[] = [
    '2feca728-6500-4d73-9b68-eed2d3feb890',
    '307d4236-1e54-43e3-83f1-063d49d16dda',
    'Lim-Dûl\'s "Vault"\\',
    'lim-dul',
    'Alliances',
    'es',
    'NM',
    true,
    3,
    ['https://cards.scryfall.io/normal/front/3/0/307d4236.jpg'],
    false,
    'Córdoba',
    'Río Cuarto',
    'sale',
    'vendedor_1',
    'e176959f-3aa5-4d27-bda8-9f928cf285d5',
    '12.50',
  ];
  const changed = values.map((value, index) => (index in changes ? changes[index] : value));
  return `[${changed.map((value) => JSON.stringify(value)).join(', ')}]`;
};

const memberCard = {
  id: '2feca728-6500-4d73-9b68-eed2d3feb890',
  referenceId: '307d4236-1e54-43e3-83f1-063d49d16dda',
  cardName: 'Lim-Dûl\'s "Vault"\\',
  searchedName: 'lim-dul',
  setName: 'Alliances',
  language: 'es',
  condition: 'NM',
  foil: true,
  quantity: 3,
  images: ['https://cards.scryfall.io/normal/front/3/0/307d4236.jpg'],
  reserved: false,
  ownerRegion: 'Córdoba',
  ownerCity: 'Río Cuarto',
  transactionType: 'sale',
  ownerUser: 'vendedor_1',
  libraryId: 'e176959f-3aa5-4d27-bda8-9f928cf285d5',
  price: '12.50',
  priceSource: null,
  priceUpdatedAt: null,
};

describe('resultCardsJson', () => {
  it('writes the member card as JSON.stringify would, quotes and accents escaped', () => {
    const json = resultCardsJson([card(), card({ 1: null, 12: null, 13: 'trade' })], 'member');
    const second = { ...memberCard, referenceId: null, ownerCity: null, transactionType: 'trade' };
    expect(json).toBe(JSON.stringify([memberCard, second]));
    expect(resultCardSchema.array().parse(JSON.parse(json))).toEqual([memberCard, second]);
  });

  it('leaves out the owner, the library and the price for anonymous visitors', () => {
    const json = resultCardsJson([card()], 'public');
    const memberOnly = ['ownerUser', 'libraryId', 'price', 'priceSource', 'priceUpdatedAt'];
    const publicCard = Object.fromEntries(
      Object.entries(memberCard).filter(([key]) => !memberOnly.includes(key)),
    );
    expect(json).toBe(JSON.stringify([publicCard]));
    expect(json).not.toContain('vendedor_1');
    expect(publicResultCardSchema.strict().parse(JSON.parse(json)[0])).toEqual(publicCard);
  });

  it('adds constant fields after the columns, and answers [] for no rows', () => {
    expect(resultCardsJson([card()], 'member', { recommended: true })).toBe(
      JSON.stringify([{ ...memberCard, recommended: true }]),
    );
    expect(resultCardsJson([], 'public')).toBe('[]');
  });
});
