import {
  CARD_NAME_MAX_LENGTH,
  mergeSearchItems,
  MOXFIELD_SITE_URL,
  SEARCH_MAX_NAMES,
  SEARCH_MAX_QUANTITY,
  validateMoxfieldDeckUrl,
  type DeckUrlResult,
  type MoxfieldDeck,
  type SearchItem,
} from '@mdc/shared';

/**
 * Reads a deck of Moxfield's API (`MOXFIELD_API_URL`): its name and the cards, with their copies,
 * of the boards a player brings to the table. v3 (`/v3/decks/all/{id}`) keeps them under
 * `boards.<board>.cards`, v2 under `<board>` itself; both as `{ …: { quantity, card: {name} } }`.
 * Maybeboard, tokens and the like are not the deck. Names are kept as Moxfield writes them
 * ('A // B' for a double-faced card): the catalog resolves them by full name or face.
 */

/** The boards of the deck itself; the sideboard is read apart (searched only when asked). */
export const MOXFIELD_DECK_BOARDS = ['commanders', 'companions', 'mainboard'];
const SIDEBOARD = 'sideboard';

/** A deck as read (and cached): its cards by the part they are in. */
export interface ReadDeck {
  id: string;
  name: string;
  /** Commanders, companions and mainboard, each card once with its copies. */
  main: SearchItem[];
  sideboard: SearchItem[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function boardEntries(deck: Record<string, unknown>, board: string): unknown[] {
  const v3 = isObject(deck.boards) ? deck.boards[board] : undefined;
  const cards = isObject(v3) ? v3.cards : deck[board];
  return isObject(cards) ? Object.values(cards) : [];
}

/** An entry's card and copies (1 when Moxfield gives none that makes sense), or null. */
function itemOf(entry: unknown): SearchItem | null {
  if (!isObject(entry)) return null;
  const card = entry.card;
  const name = isObject(card) && typeof card.name === 'string' ? card.name.trim() : '';
  if (!name || name.length > CARD_NAME_MAX_LENGTH) return null;
  const copies = typeof entry.quantity === 'number' ? Math.trunc(entry.quantity) : 1;
  return { name, quantity: Math.min(Math.max(copies, 1), SEARCH_MAX_QUANTITY) };
}

const boardItems = (deck: Record<string, unknown>, boards: string[]) =>
  mergeSearchItems(
    boards.flatMap((board) => boardEntries(deck, board).flatMap((entry) => itemOf(entry) ?? [])),
  );

/** The deck, or null when the JSON is not a Moxfield deck (no name, no boards). */
export function readMoxfieldDeck(deckId: string, json: unknown): ReadDeck | null {
  if (!isObject(json) || typeof json.name !== 'string') return null;
  const boards = [...MOXFIELD_DECK_BOARDS, SIDEBOARD];
  if (!isObject(json.boards) && !boards.some((board) => isObject(json[board]))) return null;
  return {
    id: deckId,
    name: json.name,
    main: boardItems(json, MOXFIELD_DECK_BOARDS),
    sideboard: boardItems(json, [SIDEBOARD]),
  };
}

/**
 * What a deck search searches: the deck's cards with their copies, the sideboard's added when
 * asked (a card in both adds up), at most SEARCH_MAX_NAMES names; and the deck as the answer
 * names it, with those names.
 */
export function deckSearch(
  deck: ReadDeck,
  sideboard: boolean,
): { items: SearchItem[]; deck: MoxfieldDeck } {
  const items = mergeSearchItems(sideboard ? [...deck.main, ...deck.sideboard] : deck.main).slice(
    0,
    SEARCH_MAX_NAMES,
  );
  return { items, deck: { id: deck.id, name: deck.name, names: items.map((item) => item.name) } };
}

/**
 * The route's `{deckId}` checked with the deck link rules (docs/product/search.md#deck-links): it
 * is what follows '/decks/' (so a 7-character id is "incomplete, hay 7"), or a whole link,
 * URL-encoded.
 */
export function checkDeckParam(param: string): DeckUrlResult {
  const text = param.trim();
  if (text === '' || text.includes('/')) return validateMoxfieldDeckUrl(text);
  return validateMoxfieldDeckUrl(`${MOXFIELD_SITE_URL}/decks/${text}`);
}
