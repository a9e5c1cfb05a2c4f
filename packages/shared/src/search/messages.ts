import { cardsAtOnce, upToCharacters } from '../common-texts';
import { CARD_NAME_MAX_LENGTH } from '../catalog/constants';
import { LIBRARY_MAX_CARDS } from '../libraries/constants';
import { SEARCH_MAX_QUANTITY } from './search-items';

/** Limits and Spanish texts of the card search by names. */

/** Names in one search: a buying library, the longest list a user searches, holds 1000. */
export const SEARCH_MAX_NAMES = LIBRARY_MAX_CARDS;
/**
 * Offers answered per searched name, the cheapest first: bounds the answer of a popular card.
 * 10 keeps a 100-name answer under 60 KB compressed (decision 014, `npm run bench:search`).
 */
export const SEARCH_RESULTS_PER_NAME = 10;

export const SEARCH_MESSAGES = {
  namesRequired: 'Enviá una lista con los nombres de las cartas a buscar.',
  namesEmpty: 'Ingresá al menos un nombre de carta.',
  tooManyNames: cardsAtOnce('buscar', SEARCH_MAX_NAMES),
  nameNotText: 'Cada nombre de carta debe ser un texto.',
  nameEmpty: 'Hay un nombre de carta vacío. Borralo o completalo.',
  nameTooLong: upToCharacters('Cada nombre de carta', CARD_NAME_MAX_LENGTH),
  itemInvalid: 'Cada carta debe ser un nombre, o un nombre con la cantidad de copias.',
  quantityInvalid: `La cantidad de copias debe ser un número entero de 1 a ${SEARCH_MAX_QUANTITY}.`,
} as const;
