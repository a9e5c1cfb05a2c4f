import {
  addCardDialogPrice,
  CK_PRICE,
  decimalPrice,
  LIBRARY_MAX_CARDS,
  LIBRARY_MESSAGES,
  type CardSetOption,
  type EditLibraryCard,
  type LibraryCard,
  type NewLibraryCard,
} from '@mdc/shared';

/**
 * What the add/edit card dialog holds, and how it becomes the payload
 * (docs/product/libraries.md#library-page).
 */

export type PriceSource = 'usd' | 'ck';

export interface CardDialogValues {
  name: string;
  /** The chosen printing (a card-set option's id); null until one is chosen. */
  referenceId: string | null;
  condition: string;
  language: string;
  foil: boolean;
  quantity: string;
  priceSource: PriceSource;
  price: string;
}

export const NEW_CARD_VALUES: CardDialogValues = {
  name: '',
  referenceId: null,
  condition: 'NM',
  language: 'en',
  foil: false,
  quantity: '1',
  priceSource: 'usd',
  price: '',
};

export function valuesFromCard(card: LibraryCard): CardDialogValues {
  const followsReference = card.price === CK_PRICE;
  return {
    name: card.cardName,
    referenceId: card.referenceId,
    condition: card.condition,
    language: card.language,
    foil: card.foil,
    quantity: String(card.quantity),
    priceSource: followsReference ? 'ck' : 'usd',
    price: followsReference ? '' : card.price,
  };
}

/**
 * A set or finish change: the printing's catalog price (foil price when foil) times the exchange
 * rate becomes the price when the price is the person's own; a printing without a price keeps it.
 */
export function withPrinting(
  values: CardDialogValues,
  option: CardSetOption | undefined,
  foil: boolean,
  exchangeRate: number,
): CardDialogValues {
  const next = { ...values, referenceId: option?.id ?? values.referenceId, foil };
  if (!option || next.priceSource !== 'usd') return next;
  return { ...next, price: addCardDialogPrice(option, foil, exchangeRate) ?? values.price };
}

export function priceError(values: CardDialogValues): string | null {
  if (values.priceSource === 'ck') return null;
  return decimalPrice(values.price) === null ? LIBRARY_MESSAGES.priceInvalid : null;
}

export function quantityError(values: CardDialogValues): string | null {
  const quantity = Number(values.quantity);
  return /^\d+$/.test(values.quantity.trim()) && quantity >= 1 && quantity <= LIBRARY_MAX_CARDS
    ? null
    : LIBRARY_MESSAGES.quantityInvalid;
}

/**
 * A buying library's card has no price or condition of its own (docs/product/libraries.md#cards):
 * it follows 'ck'. A price typed with a decimal comma is sent with the point ('12,5' → '12.50').
 */
const priceOf = (values: CardDialogValues, buying: boolean) =>
  buying || values.priceSource === 'ck'
    ? CK_PRICE
    : (decimalPrice(values.price) ?? values.price.trim());

export function toNewCard(
  values: CardDialogValues,
  libraryId: string,
  buying: boolean,
): NewLibraryCard {
  return {
    libraryId,
    referenceId: values.referenceId,
    name: values.name,
    foil: values.foil,
    condition: buying ? 'NM' : (values.condition as NewLibraryCard['condition']),
    language: values.language as NewLibraryCard['language'],
    quantity: Number(values.quantity),
    reserved: false,
    price: priceOf(values, buying),
  };
}

/** The edit payload; a buying library's card keeps its stored price and condition. */
export function toEditedCard(
  values: CardDialogValues,
  card: LibraryCard,
  option: CardSetOption | undefined,
  buying: boolean,
): EditLibraryCard {
  const edited: EditLibraryCard = {
    id: card.id,
    libraryId: card.libraryId,
    referenceId: values.referenceId,
    name: card.cardName,
    cardSet: option?.setCode ?? card.setCode,
    foil: values.foil,
    language: values.language as EditLibraryCard['language'],
    quantity: Number(values.quantity),
  };
  if (buying) return edited;
  return {
    ...edited,
    condition: values.condition as EditLibraryCard['condition'],
    price: priceOf(values, buying),
  };
}
