import {
  CK_PRICE,
  LIBRARY_MAX_CARDS,
  LIBRARY_MESSAGES,
  readLinePrice,
  type CardSetOption,
  type EditLibraryCard,
  type LibraryCard,
  type NewLibraryCard,
} from '@mdc/shared';
import { payloadPrice, type CardPrice, type PriceCurrency } from './card-dialog-price';

/**
 * What the add/edit card dialog holds, and how it becomes the payload
 * (docs/product/libraries.md#library-page).
 */

export interface CardDialogValues extends CardPrice {
  name: string;
  /** The chosen printing (a card-set option's id); null until one is chosen. */
  referenceId: string | null;
  condition: string;
  language: string;
  foil: boolean;
  quantity: string;
}

export const NEW_CARD_VALUES: CardDialogValues = {
  name: '',
  referenceId: null,
  condition: 'NM',
  language: 'en',
  foil: false,
  quantity: '1',
  priceSource: 'usd',
  priceCurrency: 'usd',
  price: '',
};

/** A card's values; its pesos show without the prefix ('ARS 15000' → '15000'). */
export function valuesFromCard(card: LibraryCard): CardDialogValues {
  const line = readLinePrice(card.price);
  const currency: PriceCurrency = line.currency === 'ARS' ? 'ars' : 'usd';
  const ownPrice = line.currency === 'ARS' ? String(line.amount) : card.price;
  return {
    name: card.cardName,
    referenceId: card.referenceId,
    condition: card.condition,
    language: card.language,
    foil: card.foil,
    quantity: String(card.quantity),
    priceSource: line.currency === 'ck' ? 'ck' : currency,
    priceCurrency: currency,
    price: line.currency === 'ck' ? '' : ownPrice,
  };
}

export function quantityError(values: CardDialogValues): string | null {
  const quantity = Number(values.quantity);
  return /^\d+$/.test(values.quantity.trim()) && quantity >= 1 && quantity <= LIBRARY_MAX_CARDS
    ? null
    : LIBRARY_MESSAGES.quantityInvalid;
}

/**
 * A buying library's card has no price or condition of its own (docs/product/libraries.md#cards):
 * it follows 'ck'. A price typed with a decimal comma is sent with the point ('12,5' → '12.50'),
 * pesos as 'ARS 15000'.
 */
const priceOf = (values: CardDialogValues, buying: boolean) =>
  buying ? CK_PRICE : payloadPrice(values);

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
