/**
 * Decks fetched from Moxfield, kept briefly in this process: a player searching the same deck
 * again (or the anonymous and logged-in calls of one page) costs Moxfield one request, and
 * requests for a deck arriving together share one fetch. Failures are not kept. Bounded: past
 * `maxEntries` the oldest entry goes.
 */

export const DECK_CACHE_TTL_MS = 5 * 60 * 1000;
export const DECK_CACHE_MAX_ENTRIES = 500;

interface Entry<T> {
  value: Promise<T>;
  storedAt: number;
}

export class DeckCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly ttlMs = DECK_CACHE_TTL_MS,
    private readonly maxEntries = DECK_CACHE_MAX_ENTRIES,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const found = this.entries.get(key);
    if (found && this.now() - found.storedAt < this.ttlMs) return found.value;
    this.entries.delete(key);
    const value = load();
    const entry = { value, storedAt: this.now() };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    return value;
  }
}
