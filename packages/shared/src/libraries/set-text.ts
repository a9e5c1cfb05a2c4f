/**
 * What a library line says of its printing's set (docs/product/libraries.md#cards): the catalog's
 * set name, or for a card the catalog does not know (kept by name) the set code and collector
 * number its import gave.
 */

/** The set fields of a library line (a `LibraryCard`, a locked line). */
export interface LineSetFields {
  /** The catalog's set name; null for a card kept by name. */
  setName: string | null;
  setCode: string | null;
  collectorNumber: string | null;
}

/**
 * The set as the owner's library page says it: the set name (else the code) and the number, each
 * when not blank — 'Modern Horizons 2 #267', 'LCI #132', 'LCI', '#132'; null when it knows none.
 */
export function lineSetText({ setName, setCode, collectorNumber }: LineSetFields): string | null {
  const set = (setName ?? setCode)?.trim();
  const number = collectorNumber?.trim();
  return [set, number && `#${number}`].filter(Boolean).join(' ') || null;
}

/**
 * The set a buyer sees (search results, the public library page, a reservation): the catalog's set
 * name; for a card kept by name, the owner's text of it ('LCI #132'). The search's result card
 * writes the same in SQL (`setName` in packages/server/src/db/result-card-fields.ts).
 */
export const shownSetName = (line: LineSetFields): string | null =>
  line.setName ?? lineSetText(line);
