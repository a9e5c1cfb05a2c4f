import { publicResultCardSchema, resultCardSchema } from '@mdc/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryArrays, type DatabaseHandle } from '../../db/client';
import { asciiJson } from '../../lib/ascii-json';
import { createTestDatabase } from '../../../test/database';
import { joinedJson } from '../../lib/joined-json';
import { resultCardText, searchTail, type Audience } from './result-cards';

/**
 * The result card as PostgreSQL writes it from the parts a line keeps (migration 0010's
 * functions) and `resultCardText`: exactly the text `asciiJson` (JSON.stringify in ASCII) writes,
 * whatever the values.
 */

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const memberCard = {
  id: '2feca728-6500-4d73-9b68-eed2d3feb890',
  images: [
    'https://cards.scryfall.io/normal/front/3/0/307d4236.jpg',
    'https://cards.scryfall.io/normal/back/3/0/307d4236.jpg',
  ],
  referenceId: '307d4236-1e54-43e3-83f1-063d49d16dda',
  cardName: 'Lim-Dûl\'s "Vault"\\ \n\t\u0001 🃏',
  setName: 'Intl. Collectors’ Edition',
  language: 'es',
  condition: 'NM',
  foil: true,
  quantity: 3,
  transactionTypes: ['sale', 'trade'],
  transactionType: 'sale',
  ownerCity: 'Río "Cuarto"',
  ownerRegion: 'Córdoba',
  ownerUser: 'vendedor_1',
  libraryId: 'e176959f-3aa5-4d27-bda8-9f928cf285d5',
  price: '12.50',
  available: 2,
  reserved: false,
  searchedName: 'lím-dul',
};
type Card = Omit<
  typeof memberCard,
  'referenceId' | 'setName' | 'ownerRegion' | 'ownerCity' | 'ownerUser'
> & {
  referenceId: string | null;
  setName: string | null;
  ownerRegion: string | null;
  ownerCity: string | null;
  ownerUser: string | null;
};

/** The card written by the database for `audience`, as JSON text. */
async function written(card: Card, audience: Audience): Promise<string> {
  const [row] = await queryArrays(
    handle.db,
    sql`select ${resultCardText(
      'r',
      audience,
      searchTail({
        available: sql`${card.available}::int`,
        reserved: sql`${card.reserved}::boolean`,
        searchedName: sql`json_ascii(to_json(${card.searchedName}::text)::text)`,
      }),
    )}
    from (select
      offer_card_json(${card.id}::uuid, ${card.referenceId}::uuid, ${card.cardName}::text,
        ${card.setName}::text, null::text, null::text, ${card.language}::text,
        ${card.condition}::text,
        ${card.foil}::boolean, ${card.quantity}::int, ${sql.param(card.images)}::text[]) as offer_card,
      offer_owner_json(${card.ownerRegion}::text, ${card.ownerCity}::text,
        ${card.transactionTypes.includes('sale')}::boolean,
        ${card.transactionTypes.includes('trade')}::boolean) as offer_owner,
      offer_seller_json(${card.ownerUser}::text) as offer_seller,
      offer_price_json(${card.libraryId}::uuid, ${card.price}::text) as offer_price) r`,
  );
  return row![0]!;
}

describe('result cards written from the parts', () => {
  it('writes the member card as asciiJson would: quotes, backslashes, controls, accents, emoji', async () => {
    const second: Card = {
      ...memberCard,
      referenceId: null,
      setName: null,
      ownerRegion: null,
      ownerCity: null,
      ownerUser: null,
      transactionType: 'trade',
      transactionTypes: ['trade'],
      price: 'ck',
      foil: false,
      available: 0,
      reserved: true,
    };
    const cards = [await written(memberCard, 'member'), await written(second, 'member')];
    const json = joinedJson('[', cards, ']').toString();
    expect(json).toBe(asciiJson([memberCard, second]));
    expect(json).toMatch(/^[\x20-\x7e]+$/);
    expect(resultCardSchema.array().parse(JSON.parse(json))).toEqual([memberCard, second]);
  });

  // A field added on one side only (the SQL parts or the shared schema) fails here, on both drivers.
  it.each([
    ['member', resultCardSchema],
    ['public', publicResultCardSchema],
  ] as const)(
    'writes exactly the shared schema’s keys for the %s card',
    async (audience, schema) => {
      const keys = Object.keys(JSON.parse(await written(memberCard, audience)) as object);
      expect(keys.sort()).toEqual(Object.keys(schema.shape).sort());
    },
  );

  it('leaves out the owner user, the library and the price for anonymous visitors', async () => {
    const json = await written(memberCard, 'public');
    const memberOnly = ['ownerUser', 'libraryId', 'price'];
    const publicCard = Object.fromEntries(
      Object.entries(memberCard).filter(([key]) => !memberOnly.includes(key)),
    );
    expect(json).toBe(asciiJson(publicCard));
    expect(json).not.toContain('vendedor_1');
    expect(publicResultCardSchema.strict().parse(JSON.parse(json))).toEqual(publicCard);
  });
});
