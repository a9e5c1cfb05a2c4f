import type { PublicResultCard, RecommendedCard, ResultCard } from '@mdc/shared';
import { testUuid } from '../../../testing/library-data';

/** Result cards as the search calls answer them; ids are unique uuids. */

let cards = 0;

export function aPublicResultCard(fields: Partial<PublicResultCard> = {}): PublicResultCard {
  cards += 1;
  return {
    id: testUuid('5ea4c000', cards),
    referenceId: null,
    cardName: `Carta ${cards}`,
    setName: 'Magic 2010',
    language: 'en',
    condition: 'NM',
    foil: false,
    quantity: 1,
    images: [],
    reserved: false,
    ownerRegion: 'Córdoba',
    ownerCity: 'Capital',
    transactionType: 'sale',
    ...fields,
  };
}

export function aResultCard(fields: Partial<ResultCard> = {}): ResultCard {
  return {
    ...aPublicResultCard(),
    ownerUser: 'vendedor',
    libraryId: testUuid('0000000b', 1),
    price: '1.00',
    priceSource: null,
    priceUpdatedAt: null,
    ...fields,
  };
}

export const aRecommendedCard = (fields: Partial<ResultCard> = {}): RecommendedCard => ({
  ...aResultCard(fields),
  recommended: true,
});
