import type { PublicResultCard, ResultCard, TransactionType } from '@mdc/shared';
import type { Offer } from './find-offers';

/**
 * An offer as each audience sees it (spec §2 roles, DESIGN.md §5). The anonymous card is built
 * field by field, so a column added to the query never reaches it by accident.
 */

/** A selling library sells (also when it trades too: the card has a price); otherwise it trades. */
export const transactionTypeOf = (offer: Pick<Offer, 'selling'>): TransactionType =>
  offer.selling ? 'sale' : 'trade';

export function toPublicResultCard(offer: Offer): PublicResultCard {
  return {
    id: offer.id,
    referenceId: offer.referenceId,
    cardName: offer.cardName,
    searchedName: offer.searchedName,
    setName: offer.setName,
    language: offer.language,
    condition: offer.condition,
    foil: offer.foil,
    quantity: offer.quantity,
    images: offer.images,
    reserved: offer.reserved,
    ownerRegion: offer.ownerRegion,
    ownerCity: offer.ownerCity,
    transactionType: transactionTypeOf(offer),
  };
}

export function toResultCard(offer: Offer): ResultCard {
  return {
    ...toPublicResultCard(offer),
    ownerUser: offer.ownerUser,
    libraryId: offer.libraryId,
    price: offer.price,
    priceSource: null,
    priceUpdatedAt: null,
  };
}
