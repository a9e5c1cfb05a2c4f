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

/**
 * The public card with the member's fields added to the same object: a search answers ~800 of
 * them, and an object spread here cost 3.5 ms per search (V8 copies spread objects slowly; the
 * JSON.stringify of the copies was slower too), adding properties costs microseconds.
 */
export function toResultCard(offer: Offer): ResultCard {
  const card = toPublicResultCard(offer) as ResultCard;
  card.ownerUser = offer.ownerUser;
  card.libraryId = offer.libraryId;
  card.price = offer.price;
  card.priceSource = null;
  card.priceUpdatedAt = null;
  return card;
}
