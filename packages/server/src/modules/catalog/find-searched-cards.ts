import { normalizeCardName, type CardNameResult } from '@mdc/shared';
import type { Database } from '../../db/client';
import { findCardsByName } from './find-cards-by-name';

/**
 * The catalog card each searched name names, without printings: all a search needs. Answers are
 * kept in this process per database (a bounded LRU by normalized name, "no card" too): the same
 * staples are searched over and over. An import in this process empties it; another process's
 * import (the CLI) is seen within NAME_CACHE_TTL_MS.
 */
const NAME_CACHE_SIZE = 20_000;
const NAME_CACHE_TTL_MS = 10 * 60 * 1000;

interface Cached {
  card: CardNameResult | null;
  at: number;
}

let caches = new WeakMap<Database, Map<string, Cached>>();

/** Called when a catalog is imported: every name may name another card now. */
export function forgetSearchedCards(): void {
  caches = new WeakMap();
}

function cacheOf(db: Database): Map<string, Cached> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

export async function findSearchedCards(
  db: Database,
  names: string[],
  now = Date.now(),
): Promise<(CardNameResult | null)[]> {
  const cache = cacheOf(db);
  const keys = names.map(normalizeCardName);
  const fresh = (key: string) => {
    const hit = cache.get(key);
    return hit && now - hit.at < NAME_CACHE_TTL_MS ? hit : undefined;
  };
  const missing = [...new Set(keys.filter((key) => key && !fresh(key)))];
  const found = await findCardsByName(db, missing);
  for (const key of missing) {
    const hit = found.get(key);
    cache.set(key, { card: hit ? { id: hit.id, name: hit.name } : null, at: now });
  }
  const cards = keys.map((key) => {
    const hit = key ? cache.get(key) : undefined;
    if (!hit) return null;
    // Least recently used first: a hit moves to the end, the oldest leave past the bound.
    cache.delete(key);
    cache.set(key, hit);
    return hit.card;
  });
  for (const oldest of cache.keys()) {
    if (cache.size <= NAME_CACHE_SIZE) break;
    cache.delete(oldest);
  }
  return cards;
}
