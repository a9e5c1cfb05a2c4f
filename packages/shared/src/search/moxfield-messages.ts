/**
 * Spanish texts and limits of the searches beyond the name search: a Moxfield deck
 * fetched by the server, stored searches ('Última búsqueda', the older results page) and the
 * recommended cards.
 */

export const MOXFIELD_MESSAGES = {
  /** Moxfield answered 404 or 403: the deck does not exist or is not public. */
  deckNotFound: 'No encontramos ese mazo en Moxfield. Revisá el enlace o que el mazo sea público.',
  /** Moxfield down, slow, a 5xx or an answer that is not a deck. */
  unavailable: 'Moxfield no responde en este momento. Probá de nuevo en unos minutos.',
  /** `?sideboard=` other than true or false. */
  sideboardInvalid: 'Indicá si se cuenta el sideboard del mazo (true) o no (false).',
} as const;

/** Searches kept per user: the newest ones, the older go when a new one is stored. */
export const STORED_SEARCHES_PER_USER = 20;
/** Cards answered by `GET /search/recommended`, the newest listed first. */
export const RECOMMENDED_MAX_CARDS = 30;

export const STORED_SEARCH_MESSAGES = {
  notFound:
    'No encontramos esa búsqueda. Revisá que el enlace esté completo o hacé una búsqueda nueva.',
} as const;
