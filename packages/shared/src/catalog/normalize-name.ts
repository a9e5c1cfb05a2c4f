/**
 * Card-name normalization shared by the importer, name resolution and autocomplete, so a name
 * typed by a person and a name printed in a catalog file meet on the same key.
 * Case-, accent- and punctuation-insensitive; faces are separated by ' // ' whatever the input
 * used ('A // B', Moxfield's 'A / B', 'A/B').
 */

export const FACE_SEPARATOR = ' // ';

const FACE_SPLIT = /\s*\/{1,2}\s*/;
// Letters that NFKD does not decompose into a base letter plus a mark.
const LIGATURES: Record<string, string> = { æ: 'ae', œ: 'oe', ß: 'ss', ø: 'o', ł: 'l', đ: 'd' };
const LIGATURE_PATTERN = /[æœßøłđ]/g;
// Apostrophes vanish ("Urza's" = "Urzas"); every other punctuation mark separates words.
const APOSTROPHES = /['’‘`´ʼ]/g;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;
const MARKS = /\p{M}+/gu;

/** The faces of a card name as written: 'A // B' and 'A / B' give ['A', 'B']. */
export function splitCardFaces(name: string): string[] {
  return name
    .split(FACE_SPLIT)
    .map((face) => face.trim())
    .filter((face) => face.length > 0);
}

function normalizeFace(face: string): string {
  return face
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(LIGATURE_PATTERN, (letter) => LIGATURES[letter] ?? letter)
    .replace(APOSTROPHES, '')
    .replace(NOT_WORD, ' ')
    .trim();
}

/**
 * Names normalized lately. A search normalizes each of its names four times (merging, the
 * catalog lookup, its keys, the close names) and the same staples come back search after search:
 * ~1 ms of a 100-name search's CPU went here (bench/README.md, Search). Bounded in entries and
 * in a name's length, so no input can make it grow past ~2 MB.
 */
const recent = new Map<string, string>();
const RECENT_LIMIT = 10_000;
const RECENT_NAME_LENGTH = 200;

/** 'Lim-Dûl's Vault' → 'lim duls vault'; 'Fire / Ice' → 'fire // ice'. */
export function normalizeCardName(name: string): string {
  const known = recent.get(name);
  if (known !== undefined) return known;
  const key = splitCardFaces(name)
    .map(normalizeFace)
    .filter((face) => face.length > 0)
    .join(FACE_SEPARATOR);
  if (name.length <= RECENT_NAME_LENGTH) {
    if (recent.size >= RECENT_LIMIT) recent.clear();
    recent.set(name, key);
  }
  return key;
}
