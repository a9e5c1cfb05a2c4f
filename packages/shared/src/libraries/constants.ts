/** Limits and Spanish texts of libraries and their cards (docs/product/libraries.md). */
import { cardsAtOnce, upToCharacters } from '../common-texts';

/** A library holds at most this many cards, counted as copies (the sum of quantities). */
export const LIBRARY_MAX_CARDS = 1000;
export const LIBRARY_NAME_MAX_LENGTH = 100;
/** Card grid page size of the library detail and the public library page. */
export const LIBRARY_PAGE_SIZE = 48;
/**
 * A decimal with up to 2 places, written with a point or a decimal comma; or 'ck': the price
 * follows the reference price (docs/product/catalog-and-prices.md#prices).
 */
export const LIBRARY_PRICE_PATTERN = /^\d+([.,]\d{1,2})?$/;
export const CK_PRICE = 'ck';
/** Longest price text accepted: up to 9 digits before the point. */
export const LIBRARY_PRICE_MAX_LENGTH = 12;
/** Conditions a person picks in the add/edit dialog; imports may also bring LP. */
export const LIBRARY_DIALOG_CONDITIONS = ['M', 'NM', 'SP', 'MP', 'HP', 'DMG'] as const;

export const LIBRARY_MESSAGES = {
  nameRequired: 'Ingresá el nombre de la biblioteca.',
  nameTooLong: upToCharacters('El nombre de la biblioteca', LIBRARY_NAME_MAX_LENGTH),
  libraryIdInvalid: 'El identificador de la biblioteca no es válido.',
  cardIdInvalid: 'El identificador de la carta no es válido.',
  flagInvalid: 'El valor debe ser verdadero o falso.',
  foilInvalid: 'Indicá si la carta es foil (verdadero o falso).',
  priceInvalid: 'Ingresá un número válido (ej: 12.50)',
  /** A price in whole pesos (docs/product/notifications.md#pesos). */
  pesosInvalid: 'Ingresá pesos sin centavos (ej: 15000)',
  wantedCardsRequired: 'Elegí al menos una carta para agregar.',
  wantedOnlyBasicLands:
    'Las cartas elegidas son tierras básicas: marcá «Incluir tierras básicas» para agregarlas.',
  wantedCardInvalid: 'Cada carta debe ser un nombre, o un nombre con la cantidad de copias.',
  wantedLibraryRequired: 'Elegí una biblioteca de compra, o el nombre de una nueva.',
  alertMaxPriceInvalid:
    'El precio máximo debe ser un número mayor que 0 (ej: 12.50), o quedar vacío.',
  cardsRequired: 'Enviá al menos una carta.',
  tooManyRows: cardsAtOnce('agregar', LIBRARY_MAX_CARDS),
  quantityInvalid: `La cantidad debe ser un número entero entre 1 y ${LIBRARY_MAX_CARDS}.`,
  libraryNotFound: 'No encontramos la biblioteca.',
  /** The public page of a library whose owner deleted the account. */
  ownerDeleted:
    'Quien publicó esta biblioteca eliminó su cuenta: la biblioteca ya no está disponible.',
  cardNotFound: 'No encontramos la carta.',
  libraryForbidden: 'Esta biblioteca no es tuya.',
  cardForbidden: 'Esta carta no es de una biblioteca tuya.',
  duplicateCard:
    'Ya tenés esa carta con la misma edición, condición, idioma y acabado en esta biblioteca. Editá esa carta.',
  mixedLibraries: 'Todas las cartas deben ser de la misma biblioteca.',
  otherCard: 'La edición elegida es de otra carta. Elegí una edición de la misma carta.',
} as const;

/**
 * An import that would pass the limit is refused whole, naming the total
 * (docs/product/libraries.md).
 */
export function importLimitMessage(total: number): string {
  return `No puedes cargar este archivo. La biblioteca alcanzaría ${total} cartas y el límite es ${LIBRARY_MAX_CARDS}.`;
}

/** The same rule for a card added or edited through the dialog. */
export function cardLimitMessage(total: number): string {
  return `No podés guardar esta carta. La biblioteca alcanzaría ${total} cartas y el límite es ${LIBRARY_MAX_CARDS}.`;
}
