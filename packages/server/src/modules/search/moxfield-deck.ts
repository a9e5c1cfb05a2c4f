import {
  CARD_NAME_MAX_LENGTH,
  MOXFIELD_SITE_URL,
  SEARCH_MAX_NAMES,
  validateMoxfieldDeckUrl,
  type DeckUrlResult,
  type MoxfieldDeck,
} from '@mdc/shared';

/**
 * Reads a deck of Moxfield's API (`MOXFIELD_API_URL`): its name and the distinct card names of the
 * boards a player brings to the table. v3 (`/v3/decks/all/{id}`) keeps them under
 * `boards.<board>.cards`, v2 under `<board>` itself; both as `{ …: { quantity, card: {name} } }`.
 * Maybeboard, tokens and the like are not the deck. Names are kept as Moxfield writes them
 * ('A // B' for a double-faced card): the catalog resolves them by full name or face.
 */

export const MOXFIELD_DECK_BOARDS = ['commanders', 'companions', 'mainboard', 'sideboard'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function boardEntries(deck: Record<string, unknown>, board: string): unknown[] {
  const v3 = isObject(deck.boards) ? deck.boards[board] : undefined;
  const cards = isObject(v3) ? v3.cards : deck[board];
  return isObject(cards) ? Object.values(cards) : [];
}

function cardNameOf(entry: unknown): string | null {
  const card = isObject(entry) ? entry.card : undefined;
  const name = isObject(card) && typeof card.name === 'string' ? card.name.trim() : '';
  return name && name.length <= CARD_NAME_MAX_LENGTH ? name : null;
}

/** The deck, or null when the JSON is not a Moxfield deck (no name, no boards). */
export function readMoxfieldDeck(deckId: string, json: unknown): MoxfieldDeck | null {
  if (!isObject(json) || typeof json.name !== 'string') return null;
  if (!isObject(json.boards) && !MOXFIELD_DECK_BOARDS.some((board) => isObject(json[board]))) {
    return null;
  }
  const names = new Set<string>();
  for (const board of MOXFIELD_DECK_BOARDS) {
    for (const entry of boardEntries(json, board)) {
      const name = cardNameOf(entry);
      if (name) names.add(name);
    }
  }
  return { id: deckId, name: json.name, names: [...names].slice(0, SEARCH_MAX_NAMES) };
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
