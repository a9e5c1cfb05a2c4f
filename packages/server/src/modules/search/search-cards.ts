import {
  mergeSearchItems,
  nameKeyOf,
  normalizeCardName,
  SEARCH_RESULTS_PER_NAME,
  type NameSuggestion,
  type SearchItem,
  type WantedCard,
} from '@mdc/shared';
import type { Database } from '../../db/client';
import { yieldToEventLoop } from '../../db/yield-to-event-loop';
import { findSearchedCards } from '../catalog/index';
import { findOfferCards, findOffers, type Offer, type Reader, type Wanted } from './find-offers';
import { suggestNames } from './name-suggestions';
import { countWanted } from './wanted-copies';

/**
 * Search by card names: the names meet the catalog once (case, accents, faces,
 * Spanish names; names searched lately are remembered), then one query finds the offers, which
 * also settle how many copies of most names are free (wanted-copies.ts). Costs at most one lookup
 * and one query whatever the number of names (and a second, bounded, for names wanting more
 * copies than their first lines hold).
 * The search routes get the result cards as JSON (`searchResultCards`), the older results page
 * gets rows (`searchCards`).
 */

interface Searched {
  name: string;
  /** The copies wanted (docs/product/search.md#quantities). */
  copies: number;
  /** The catalog card it names, if any. */
  oracleId: string | null;
  /** `name:` keys of cards kept by name: the name as typed and the catalog's name of it. */
  nameKeys: string[];
}

const cardKeysOf = (entry: Searched) => (entry.oracleId ? [entry.oracleId] : []);
const keysOf = (entry: Searched) => [...cardKeysOf(entry), ...entry.nameKeys];

/**
 * Each wanted key once, at the first position that asks for it: the offers of a card searched
 * twice under two names ('Relámpago', 'Lightning Bolt') are answered once.
 */
function firstPositions(searched: Searched[], keysOf: (entry: Searched) => string[]): Wanted[] {
  const wanted = new Map<string, number>();
  searched.forEach((entry, position) => {
    for (const key of keysOf(entry)) if (!wanted.has(key)) wanted.set(key, position);
  });
  return [...wanted].map(([key, position]) => ({ key, position, name: searched[position]!.name }));
}

export interface Resolved {
  searched: Searched[];
  cards: Wanted[];
  names: Wanted[];
}

/**
 * The searched names as wanted keys (exported for the search benchmark's plan). `items` holds
 * each name once, its copies added up: the callers merge them (`mergeSearchItems`), as they also
 * store them.
 */
export async function wantedKeys(db: Database, items: readonly SearchItem[]): Promise<Resolved> {
  const cards = await findSearchedCards(
    db,
    items.map((item) => item.name),
  );
  const searched = items.map(({ name, quantity }, i): Searched => {
    const card = cards[i] ?? null;
    const keys = [normalizeCardName(name), card ? normalizeCardName(card.name) : ''];
    return {
      name,
      copies: quantity,
      oracleId: card?.id ?? null,
      nameKeys: [...new Set(keys.filter(Boolean))].map(nameKeyOf),
    };
  });
  await yieldToEventLoop();
  return {
    searched,
    cards: firstPositions(searched, cardKeysOf),
    names: firstPositions(searched, (entry) => entry.nameKeys),
  };
}

/** The searched names none of whose keys found an offer. */
const notFoundOf = (searched: Searched[], matched: Set<string>) =>
  searched.filter(
    (entry) => ![entry.oracleId, ...entry.nameKeys].some((key) => key && matched.has(key)),
  );

/** The offers as rows (the older results page), none of a user blocked either way with the reader. */
export async function searchCards(
  db: Database,
  names: string[],
  readerId: string | null,
): Promise<Offer[]> {
  const { cards, names: byName } = await wantedKeys(
    db,
    mergeSearchItems(names.map((name) => ({ name, quantity: 1 }))),
  );
  return findOffers(db, cards, byName, readerId);
}

export interface ResultCardsSearch {
  /** The result cards for the reader as JSON texts, to be joined by commas (findOfferCards). */
  resultCards: string[];
  /** Each distinct searched name with its copies wanted and the copies the reader could get. */
  wanted: WantedCard[];
  notFound: string[];
  /** Close names for the not-found names the catalog does not know. */
  suggestions: NameSuggestion[];
}

/** The search as the search routes answer it, for `reader`; `items` merged (`wantedKeys`). */
export async function searchResultCards(
  db: Database,
  items: readonly SearchItem[],
  reader: Reader,
): Promise<ResultCardsSearch> {
  const { searched, cards, names } = await wantedKeys(db, items);
  const offers = await findOfferCards(db, cards, names, reader);
  const missing = notFoundOf(searched, new Set(offers.matched));
  const unknown = missing.filter((entry) => entry.oracleId === null).map((entry) => entry.name);
  // Where each key was answered: a name whose keys an earlier name answered is counted apart.
  const answeredAt = new Map([...cards, ...names].map((wanted) => [wanted.key, wanted.position]));
  const wanted = await countWanted(
    db,
    searched,
    offers.answered,
    (position) => keysOf(searched[position]!).every((key) => answeredAt.get(key) === position),
    SEARCH_RESULTS_PER_NAME,
    reader,
  );
  return {
    resultCards: offers.cards,
    wanted,
    notFound: missing.map((entry) => entry.name),
    suggestions: await suggestNames(db, unknown),
  };
}
