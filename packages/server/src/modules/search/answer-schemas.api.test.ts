import {
  lastSearchResponseSchema,
  libraryCardSchema,
  libraryCardsResponseSchema,
  librarySchema,
  nameSuggestionSchema,
  publicResultCardSchema,
  publicSearchResponseSchema,
  recommendedCardSchema,
  resultCardSchema,
  searchResponseSchema,
  storedSearchSchema,
} from '@mdc/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../../../test/app';
import { createUser, loginAs, type TestSession } from '../../../test/factories';
import { injectApi } from '../../../test/inject-api';
import { createLibraryWithCards } from '../../../test/library-factory';

/**
 * The hot routes send bytes they wrote themselves (search-answer.ts, the public page's cache),
 * past the response serializer that would check them; here their answers meet the shared
 * schemas, strict (no key more, none less), on both drivers: a drift between the SQL that writes
 * a result card and the schema fails here.
 */

const strictResults = <T extends z.ZodRawShape>(schema: z.ZodObject<T>, card: z.ZodObject) =>
  schema
    .extend({
      results: z.array(card.strict()),
      suggestions: z.array(nameSuggestionSchema.strict()),
    })
    .strict();

const ANSWERS = {
  member: strictResults(searchResponseSchema, resultCardSchema),
  public: strictResults(publicSearchResponseSchema, publicResultCardSchema),
  last: strictResults(lastSearchResponseSchema, resultCardSchema).extend({
    search: storedSearchSchema.strict(),
  }),
  recommended: z.array(recommendedCardSchema.strict()),
  publicLibrary: libraryCardsResponseSchema
    .extend({ library: librarySchema.strict(), cards: z.array(libraryCardSchema.strict()) })
    .strict(),
};

const suite = useTestApp();
let buyer: TestSession;
let libraryId: string;
let cardIds: string[];

beforeAll(async () => {
  const seller = await createUser(suite.app, {
    user: 'vendedora',
    region: 'Córdoba',
    city: 'Río Cuarto',
  });
  const sale = await createLibraryWithCards(suite.app, seller, { selling: true, trading: true }, [
    { name: 'Carta Inventada', set: 'XYZ', collectorNumber: '7', price: '1.50' },
    { name: 'Carta Inventada', set: 'XYZ', collectorNumber: '7', foil: true, price: 'ck' },
  ]);
  libraryId = sale.libraryId;
  cardIds = sale.cards.map((card) => card.id);
  const user = await createUser(suite.app);
  await createLibraryWithCards(suite.app, user, { buying: true }, [
    { name: 'Carta Inventada', set: 'XYZ', collectorNumber: '7', price: '0' },
  ]);
  buyer = await loginAs(suite.app, user);
});

/** The answer, parsed by `schema`: it throws on a missing or mistyped key, and a key too many. */
async function answer(schema: z.ZodType, ...call: Parameters<typeof injectApi>) {
  const res = await injectApi(...call);
  expect(res.statusCode).toBe(200);
  return schema.parse(res.json()) as Record<string, unknown> & unknown[];
}

describe('the hot routes answer exactly the shared schemas', () => {
  const names = ['Carta Inventada', 'Nadie La Tiene'];
  const ids = (cards: unknown) => (cards as { id: string }[]).map((card) => card.id).sort();

  it('POST /api/search, for a member', async () => {
    const body = await answer(
      ANSWERS.member,
      suite.app,
      'POST',
      '/search',
      buyer.bearerHeaders,
      names,
    );
    expect(ids(body.results)).toEqual([...cardIds].sort());
    expect(body.notFound).toEqual(['Nadie La Tiene']);
  });

  it('POST /api/search/public, for anyone', async () => {
    const body = await answer(ANSWERS.public, suite.app, 'POST', '/search/public', {}, names);
    expect(ids(body.results)).toEqual([...cardIds].sort());
    // The same card with a member's key is refused: strict all the way down.
    const [card] = body.results as object[];
    const leaked = { ...body, results: [{ ...card, ownerUser: 'vendedora' }] };
    expect(() => ANSWERS.public.parse(leaked)).toThrow(/ownerUser/);
  });

  it('GET /api/search/last', async () => {
    const body = await answer(ANSWERS.last, suite.app, 'GET', '/search/last', buyer.bearerHeaders);
    expect((body.search as { names: string[] }).names).toEqual(names);
  });

  it('GET /api/search/recommended', async () => {
    const body = await answer(
      ANSWERS.recommended,
      suite.app,
      'GET',
      '/search/recommended',
      buyer.bearerHeaders,
    );
    expect(ids(body)).toEqual([...cardIds].sort());
  });

  it('GET /api/library/{id}/public', async () => {
    const body = await answer(
      ANSWERS.publicLibrary,
      suite.app,
      'GET',
      `/library/${libraryId}/public`,
      {},
    );
    expect(ids(body.cards)).toEqual([...cardIds].sort());
  });
});
