import { LRUCache } from 'lru-cache';

/**
 * Decks fetched from Moxfield, kept briefly in this process: a player searching the same deck
 * again (or the anonymous and logged-in calls of one page) costs Moxfield one request, and
 * requests for a deck arriving together share one fetch. Failures are not kept. Bounded: past
 * `maxEntries` the least recently used entry goes.
 */

export const DECK_CACHE_TTL_MS = 5 * 60 * 1000;
export const DECK_CACHE_MAX_ENTRIES = 500;

export class DeckCache<T> {
  private readonly entries: LRUCache<string, Promise<T>>;

  constructor(
    now: () => number = Date.now,
    ttlMs = DECK_CACHE_TTL_MS,
    maxEntries = DECK_CACHE_MAX_ENTRIES,
  ) {
    this.entries = new LRUCache<string, Promise<T>>({
      max: maxEntries,
      // lru-cache keeps an entry while its age is at most `ttl`; a deck is kept while its age is
      // under `ttlMs` (whole milliseconds, as the app's clock).
      ttl: ttlMs - 1,
      // The app's clock, read at every check (no cached reading); one past it, as lru-cache takes
      // a start at 0 for none.
      perf: { now: () => now() + 1 },
      ttlResolution: 0,
    });
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    const found = this.entries.get(key);
    if (found) return found;
    const value = load();
    this.entries.set(key, value);
    value.catch(() => {
      if (this.entries.peek(key) === value) this.entries.delete(key);
    });
    return value;
  }
}
