import { nameKeyOf, normalizeCardName } from '@mdc/shared';
import type { Database } from '../../db/client';
import { yieldToEventLoop } from '../../db/yield-to-event-loop';
import { findSearchedCards } from '../catalog/index';
import { findOffers, type Offer, type Wanted } from './find-offers';

/**
 * Search by card names (issue 10): the names meet the catalog once (case, accents, faces,
 * Spanish names; names searched lately are remembered), then one query finds the offers. Costs
 * at most one lookup and one query whatever the number of names.
 */

export interface CardSearch {
  offers: Offer[];
  /** The searched names nothing matched, as sent, each once. */
  notFound: string[];
}

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

export async function searchCards(db: Database, names: string[]): Promise<CardSearch> {
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
  const offers = await findOffers(
    db,
    firstPositions(searched, (entry) => (entry.oracleId ? [entry.oracleId] : [])),
    firstPositions(searched, (entry) => entry.nameKeys),
  );
  const matched = new Set(offers.map((offer) => offer.matched));
  const notFound = searched
    .filter((entry) => ![entry.oracleId, ...entry.nameKeys].some((key) => key && matched.has(key)))
    .map((entry) => entry.name);
  return { offers, notFound };
}
