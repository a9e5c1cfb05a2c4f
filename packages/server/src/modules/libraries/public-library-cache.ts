import { LRUCache } from 'lru-cache';

/**
 * The public page's answer, serialized once per library version (`libraries.version`, raised by
 * every write that changes what the page shows): while a library does not change, a visitor's
 * request costs one small query — the library row — instead of reading and serializing up to
 * 1000 cards. Entries are per process and checked against the database's version on every read,
 * so several servers never show a stale page. Least recently used entries leave first once the
 * bodies pass MAX_CHARS in all.
 */
const MAX_CHARS = 64 * 1024 * 1024;

interface Entry {
  version: number;
  body: string;
}

export class PublicLibraryCache {
  readonly #entries = new LRUCache<string, Entry>({
    maxSize: MAX_CHARS,
    sizeCalculation: (entry) => Math.max(1, entry.body.length),
  });

  get(libraryId: string, version: number): string | undefined {
    // An older version's entry is left to be replaced by `set` (or to leave as least used).
    const entry = this.#entries.peek(libraryId);
    if (!entry || entry.version !== version) return undefined;
    return this.#entries.get(libraryId)?.body;
  }

  set(libraryId: string, version: number, body: string): void {
    this.#entries.set(libraryId, { version, body });
  }
}
