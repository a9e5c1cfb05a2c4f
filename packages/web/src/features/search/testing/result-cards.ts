import {
  publicResultCardSchema,
  resultCardSchema,
  type PublicResultCard,
  type RecommendedCard,
  type SellerPlace,
  type SellerRecord,
  type ResultCard,
} from '@mdc/shared';
import { testUuid } from '../../../testing/library-data';
import type { SearchOutcome } from '../model/search-outcome';

let cards = 0;

/**
 * A free near-mint English 'Opt' sold by 'ana' in La Plata (Buenos Aires) at USD 1.00. Checked
 * against the shared schema, so a card the server could not send fails the test that makes it.
 */
export function aResultCard(fields: Partial<ResultCard> = {}): ResultCard {
  cards += 1;
  return resultCardSchema.parse({
    id: testUuid('5ea7c000', cards),
    referenceId: null,
    cardName: 'Opt',
    setName: 'Ixalan',
    language: 'en',
    condition: 'NM',
    foil: false,
    quantity: 1,
    images: [],
    reserved: false,
    ownerRegion: 'Buenos Aires',
    ownerCity: 'La Plata',
    transactionType: 'sale',
    ownerUser: 'ana',
    libraryId: testUuid('11b00000', 1),
    price: '1.00',
    ...fields,
    available: fields.available ?? (fields.reserved ? 0 : (fields.quantity ?? 1)),
    searchedName: fields.searchedName ?? fields.cardName ?? 'Opt',
    transactionTypes: fields.transactionTypes ?? [fields.transactionType ?? 'sale'],
  } satisfies ResultCard);
}

export const aRecommendedCard = (fields: Partial<ResultCard> = {}): RecommendedCard => ({
  ...aResultCard(fields),
  recommended: true,
});

/** The same card as an anonymous visitor gets it: the schema leaves out the member's fields. */
export const aPublicResultCard = (fields: Partial<ResultCard> = {}): PublicResultCard =>
  publicResultCardSchema.parse(aResultCard(fields));

/** A seller's record as POST /api/search/sellers answers it: 3 deliveries, a member since 2024. */
export const aSellerRecord = (user: string, fields: Partial<SellerRecord> = {}): SellerRecord => ({
  user,
  deliveries: 3,
  purchases: 1,
  cancellations: 0,
  expirations: 0,
  memberSince: '2024-05',
  places: [],
  ...fields,
});

/** A seller's meeting point: a public place in Comuna 1 (CABA) on Saturdays. */
export const aSellerPlace = (fields: Partial<SellerPlace> = {}): SellerPlace => ({
  placeId: crypto.randomUUID(),
  kind: 'public',
  name: 'Estación Retiro',
  regionId: '02',
  cityId: '02007',
  region: 'Ciudad Autónoma de Buenos Aires',
  city: 'Comuna 1',
  details: '',
  hours: 'sábados 15 a 19',
  days: [6],
  ...fields,
});

type OutcomeFields = Partial<Omit<SearchOutcome, 'audience' | 'results'>> & {
  /** The names searched, one copy each (`wanted` says more). */
  names?: string[];
};

/**
 * The searched names are the cards' names, each once, unless `fields` say otherwise; one copy
 * wanted of each, the free copies of its cards available.
 */
const outcomeFields = (
  results: { cardName: string; available: number }[],
  { names, ...fields }: OutcomeFields,
) => ({
  wanted: (names ?? [...new Set(results.map((card) => card.cardName))]).map((name) => ({
    name,
    quantity: 1,
    available: results
      .filter((card) => card.cardName === name)
      .reduce((sum, card) => sum + card.available, 0),
  })),
  notFound: [],
  suggestions: [],
  ...fields,
});

/** A logged-in search's outcome. */
export const memberOutcome = (
  results: ResultCard[],
  fields: OutcomeFields = {},
): SearchOutcome => ({
  audience: 'member',
  results,
  ...outcomeFields(results, fields),
});

/** An anonymous search's outcome. */
export const anonymousOutcome = (
  results: PublicResultCard[],
  fields: OutcomeFields = {},
): SearchOutcome => ({ audience: 'anonymous', results, ...outcomeFields(results, fields) });
