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
  readonly #entries = new Map<string, Entry>();
  #chars = 0;

  get(libraryId: string, version: number): string | undefined {
    const entry = this.#entries.get(libraryId);
    if (!entry || entry.version !== version) return undefined;
    // Map keeps insertion order: moving the entry to the end keeps the order by last use.
    this.#entries.delete(libraryId);
    this.#entries.set(libraryId, entry);
    return entry.body;
  }

  set(libraryId: string, version: number, body: string): void {
    this.#remove(libraryId);
    this.#entries.set(libraryId, { version, body });
    this.#chars += body.length;
    for (const oldest of this.#entries.keys()) {
      if (this.#chars <= MAX_CHARS) break;
      this.#remove(oldest);
    }
  }

  #remove(libraryId: string): void {
    const entry = this.#entries.get(libraryId);
    if (!entry) return;
    this.#chars -= entry.body.length;
    this.#entries.delete(libraryId);
  }
}
