import { nameKeyOf, normalizeCardName, type NameSuggestion } from '@mdc/shared';
import type { Database } from '../../db/client';
import { yieldToEventLoop } from '../../db/yield-to-event-loop';
import { findSearchedCards } from '../catalog/index';
import { findOfferCards, findOffers, type Offer, type Reader, type Wanted } from './find-offers';
import { suggestNames } from './name-suggestions';

/**
 * Search by card names (issue 10): the names meet the catalog once (case, accents, faces,
 * Spanish names; names searched lately are remembered), then one query finds the offers. Costs
 * at most one lookup and one query whatever the number of names. The search routes get the
 * result cards as JSON (`searchResultCards`), the older results page gets rows (`searchCards`).
 */

interface Searched {
  name: string;
  /** The catalog card it names, if any. */
  oracleId: string | null;
  /** `name:` keys of cards kept by name: the name as typed and the catalog's name of it. */
  nameKeys: string[];
}

/** One entry per distinct name (the same after normalization counts once, first spelling kept). */
function distinctNames(names: string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = normalizeCardName(name);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Each wanted key once, at the first position that asks for it. */
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

/** The searched names as wanted keys (exported for the search benchmark's plan). */
export async function wantedKeys(db: Database, names: string[]): Promise<Resolved> {
  const distinct = distinctNames(names);
  const cards = await findSearchedCards(db, distinct);
  const searched = distinct.map((name, i): Searched => {
    const card = cards[i] ?? null;
    const keys = [normalizeCardName(name), card ? normalizeCardName(card.name) : ''];
    return {
      name,
      oracleId: card?.id ?? null,
      nameKeys: [...new Set(keys.filter(Boolean))].map(nameKeyOf),
    };
  });
  await yieldToEventLoop();
  return {
    searched,
    cards: firstPositions(searched, (entry) => (entry.oracleId ? [entry.oracleId] : [])),
    names: firstPositions(searched, (entry) => entry.nameKeys),
  };
}

/** The searched names none of whose keys found an offer. */
const notFoundOf = (searched: Searched[], matched: Set<string>) =>
  searched.filter(
    (entry) => ![entry.oracleId, ...entry.nameKeys].some((key) => key && matched.has(key)),
  );

/** The offers as rows (the older results page). */
export async function searchCards(db: Database, names: string[]): Promise<Offer[]> {
  const { cards, names: byName } = await wantedKeys(db, names);
  return findOffers(db, cards, byName);
}

export interface ResultCardsSearch {
  /** The result cards for the reader, each as JSON text (find-offers.ts findOfferCards). */
  resultCards: string[];
  notFound: string[];
  /** Close names for the not-found names the catalog does not know. */
  suggestions: NameSuggestion[];
}

/** The search as the search routes answer it, for `reader`. */
export async function searchResultCards(
  db: Database,
  names: string[],
  reader: Reader,
): Promise<ResultCardsSearch> {
  const { searched, cards, names: byName } = await wantedKeys(db, names);
  const offers = await findOfferCards(db, cards, byName, reader);
  const missing = notFoundOf(searched, new Set(offers.matched));
  const unknown = missing.filter((entry) => entry.oracleId === null).map((entry) => entry.name);
  return {
    resultCards: offers.cards,
    notFound: missing.map((entry) => entry.name),
    suggestions: await suggestNames(db, unknown),
  };
}
