/**
 * The Moxfield deck input of the search panel (docs/product/search.md#deck-links): a bare
 * 22-character deck id or a link to the deck. The browser validates before calling the server and
 * the server validates its route parameter with the same function, so both speak the same messages.
 */

/** Moxfield deck ids are 22 characters long. */
export const MOXFIELD_DECK_ID_LENGTH = 22;

/** The site a deck link points to; the example in the "not a decks link" message uses it. */
export const MOXFIELD_SITE_URL = 'https://moxfield.com';

export const DECK_URL_MESSAGES = {
  empty: 'La URL/ID de Moxfield está vacía.',
  notDecksUrl: `La URL debe ser del tipo "decks". Ej: ${MOXFIELD_SITE_URL}/decks/<ID>.`,
  noDeckId: 'No se pudo identificar el ID del deck en la URL.',
  badFormat: 'El identificador del deck no tiene el formato esperado.',
} as const;

/** 'El identificador del deck parece incompleto (se esperan 22 caracteres, hay 7).' */
export const deckIdIncompleteMessage = (length: number) =>
  `El identificador del deck parece incompleto (se esperan ${MOXFIELD_DECK_ID_LENGTH} caracteres, hay ${length}).`;

export type DeckUrlResult = { ok: true; deckId: string } | { ok: false; message: string };

const DECK_ID = /^[A-Za-z0-9_-]{22}$/;
const PARTIAL_DECK_ID = /^[A-Za-z0-9_-]+$/;
const DECKS_PATH = '/decks/';
// The id ends where the path, the query or the fragment goes on, or where the text does.
const ID_END = /[/?#\s]/;

/** The part of the text after '/decks/', up to the next path segment, query or fragment. */
function idAfterDecksPath(text: string): string | null {
  const at = text.toLowerCase().indexOf(DECKS_PATH);
  if (at < 0) return null;
  const rest = text.slice(at + DECKS_PATH.length);
  const end = rest.search(ID_END);
  return end < 0 ? rest : rest.slice(0, end);
}

/**
 * The rules of docs/product/search.md#deck-links, in their order: empty; a bare id; a '/decks/'
 * link; an id after it; its length; its characters. Surrounding spaces are ignored, and so is the
 * link's host ('www.', another domain): only the id goes to the server, which asks Moxfield itself.
 */
export function validateMoxfieldDeckUrl(input: string): DeckUrlResult {
  const text = input.trim();
  if (text === '') return { ok: false, message: DECK_URL_MESSAGES.empty };
  if (DECK_ID.test(text)) return { ok: true, deckId: text };
  const id = idAfterDecksPath(text);
  if (id === null) return { ok: false, message: DECK_URL_MESSAGES.notDecksUrl };
  if (id === '') return { ok: false, message: DECK_URL_MESSAGES.noDeckId };
  if (DECK_ID.test(id)) return { ok: true, deckId: id };
  if (PARTIAL_DECK_ID.test(id) && id.length < MOXFIELD_DECK_ID_LENGTH) {
    return { ok: false, message: deckIdIncompleteMessage(id.length) };
  }
  return { ok: false, message: DECK_URL_MESSAGES.badFormat };
}

const LOOSE_ID = /^[A-Za-z0-9_-]{6,}$/;
const LOOSE_DECK_LINK = /\/decks?\/([A-Za-z0-9_-]+)/i;

/**
 * The lenient reader (docs/product/search.md#deck-links): a bare id of 6 or more characters,
 * or the id in a '/deck/' or '/decks/' link; null otherwise. For ids that arrive from elsewhere
 * than the search panel (a stored search, a query parameter), where the strict messages of
 * validateMoxfieldDeckUrl have no one to be shown to.
 */
export function extractMoxfieldDeckId(input: string): string | null {
  const text = input.trim();
  if (LOOSE_ID.test(text)) return text;
  return LOOSE_DECK_LINK.exec(text)?.[1] ?? null;
}
