import { CARD_NAME_MAX_LENGTH } from '../catalog/constants';
import { normalizeCardName } from '../catalog/normalize-name';

/**
 * A searched name and the copies wanted (docs/product/search.md#quantities): '4 Counterspell' in
 * a deck list, a buying library's line, `{ "name": "Counterspell", "quantity": 4 }` in a search.
 * A plain name wants one copy.
 */
export interface SearchItem {
  name: string;
  quantity: number;
}

/** The most copies one searched name may want: more than any format plays. */
export const SEARCH_MAX_QUANTITY = 99;

/** The key two spellings of one name share: case, accents and punctuation left out. */
export const searchKeyOf = (name: string) => normalizeCardName(name) || name.trim().toLowerCase();

/**
 * The same name twice adds up (up to SEARCH_MAX_QUANTITY), at the first position and in the
 * first spelling; empty names are left out.
 */
export function mergeSearchItems(items: readonly SearchItem[]): SearchItem[] {
  const merged = new Map<string, SearchItem>();
  for (const { name, quantity } of items) {
    const trimmed = name.trim();
    if (trimmed === '') continue;
    const key = searchKeyOf(trimmed);
    const known = merged.get(key);
    if (known) known.quantity = Math.min(known.quantity + quantity, SEARCH_MAX_QUANTITY);
    else merged.set(key, { name: trimmed, quantity: Math.min(quantity, SEARCH_MAX_QUANTITY) });
  }
  return [...merged.values()];
}

/** 1 to 2 digits and an optional x: '4', '4x', '12X'. A 4-digit start is a name ('1996 World…'). */
const LEADING_QUANTITY = /^(\d{1,2})[xX]?\s+(?=\S)/;

/**
 * A line as a person types it: '4 Counterspell' and '4x Counterspell' want 4, 'Counterspell' 1.
 * A quantity of 0 counts as 1; over SEARCH_MAX_QUANTITY, as the most.
 */
export function parseSearchLine(line: string): SearchItem {
  const text = line.trim().replace(/\s+/g, ' ');
  const match = LEADING_QUANTITY.exec(text);
  if (!match) return { name: text, quantity: 1 };
  const quantity = Math.min(Math.max(Number(match[1]), 1), SEARCH_MAX_QUANTITY);
  return { name: text.slice(match[0].length), quantity };
}

/** The line of an item: '4 Counterspell', or the name alone for one copy. */
export const searchLineOf = ({ name, quantity }: SearchItem) =>
  quantity > 1 ? `${quantity} ${name}` : name;

/**
 * Text that holds several 'N name' entries on one line ('4 Faerie Seer 4 Spellstutter Sprite'):
 * what a list becomes when it reaches a one-line field without a paste event (a phone keyboard's
 * insertion, autofill, a drop), which drops its line breaks. Split before each quantity after
 * the first; null when the text does not start with a quantity or holds a single entry, so a
 * name with digits in it ('Borrowing 100,000 Arrows') stays whole.
 */
export function splitRunTogetherList(text: string): string[] | null {
  const trimmed = text.trim();
  if (!LEADING_QUANTITY.test(trimmed)) return null;
  const parts = trimmed.split(/\s+(?=\d{1,2}[xX]?\s+\S)/);
  return parts.length > 1 ? parts : null;
}

/**
 * The OpenAPI form of an item that is a card name or `{ name, quantity }` (the search's body, a
 * wanted list's cards): what a client may send, which the schemas' preprocessing hides from the
 * generated document (their `.meta({ override })`, server plugins/openapi-override.ts).
 */
export const nameOrItemJsonSchema = (maxQuantity: number) => {
  const name = { type: 'string', minLength: 1, maxLength: CARD_NAME_MAX_LENGTH };
  const quantity = { type: 'integer', minimum: 1, maximum: maxQuantity, default: 1 };
  return {
    anyOf: [name, { type: 'object', properties: { name, quantity }, required: ['name'] }],
  };
};
