/** Limits and Spanish texts of card search, catalog lookups and reference prices. */
import { cardsAtOnce, upToCharacters } from '../common-texts';

/** Autocomplete answers at most this many names. */
export const AUTOCOMPLETE_LIMIT = 20;
/** Typo suggestions offered for a name that matched nothing. */
export const NAME_SUGGESTION_LIMIT = 5;
/** The longest printed card name has 141 characters. */
export const CARD_NAME_MAX_LENGTH = 200;
/** Rows of one card-data lookup: a library holds at most 1000 cards. */
export const CARD_SUMMARY_MAX_ROWS = 1000;

/** Conditions (docs/product/libraries.md#cards; the import mapping also yields LP). */
export const CARD_CONDITIONS = ['M', 'NM', 'SP', 'LP', 'MP', 'HP', 'DMG'] as const;
export type CardCondition = (typeof CARD_CONDITIONS)[number];

/** Language codes (docs/product/libraries.md#cards). */
export const CARD_LANGUAGES = [
  'en',
  'es',
  'fr',
  'de',
  'it',
  'pt',
  'ja',
  'ko',
  'ru',
  'zhs',
  'zht',
  'he',
  'la',
  'grc',
  'ar',
  'sa',
  'ph',
] as const;
export type CardLanguage = (typeof CARD_LANGUAGES)[number];

export const CATALOG_MESSAGES = {
  nameRequired: 'Ingresá el nombre de una carta.',
  nameTooLong: upToCharacters('El nombre de la carta', CARD_NAME_MAX_LENGTH),
  referenceIdInvalid: 'El identificador de la carta no es válido.',
  cardsRequired: 'Enviá al menos una carta.',
  tooManyCards: cardsAtOnce('consultar', CARD_SUMMARY_MAX_ROWS),
  setTooLong: 'El código de edición no es válido.',
  collectorNumberTooLong: 'El número de colección no es válido.',
  conditionInvalid: 'La condición debe ser M, NM, SP, LP, MP, HP o DMG.',
  languageInvalid: 'El idioma no es válido.',
  quantityInvalid: 'La cantidad debe ser un número entero entre 1 y 1000.',
  priceInvalid: 'Ingresá un número válido (ej: 12.50)',
  // Price lookups (docs/product/catalog-and-prices.md#reference-prices)
  priceNotFoundSearch: 'No se encontró precio para esta carta',
  priceNotFound: 'No se encontró precio para la carta indicada',
  priceUnavailable: 'Precio no disponible',
} as const;
