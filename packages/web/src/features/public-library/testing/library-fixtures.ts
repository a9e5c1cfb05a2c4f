import type { Library, LibraryCard, LibraryCardsResponse } from '@mdc/shared';

export const LIBRARY_ID = '4f0c1a52-9a1e-4b36-8d2f-2b7c3d9e6a11';

let next = 0;

/** A card as the public library call answers it; each call a new id. */
export function libraryCard(overrides: Partial<LibraryCard> = {}): LibraryCard {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    libraryId: LIBRARY_ID,
    referenceId: null,
    cardName: `Carta ${next}`,
    setCode: 'DMU',
    setName: 'Dominaria United',
    collectorNumber: '1',
    language: 'en',
    condition: 'NM',
    foil: false,
    quantity: 1,
    price: '1.00',
    priceSource: null,
    priceUpdatedAt: null,
    reserved: false,
    images: [],
    type: 'Instant',
    ...overrides,
  };
}

export function publicLibrary(
  cards: LibraryCard[],
  overrides: Partial<Library> = {},
): LibraryCardsResponse {
  return {
    library: {
      internalId: LIBRARY_ID,
      name: 'Cartas de Ana',
      selling: true,
      trading: true,
      buying: false,
      cardCount: cards.reduce((sum, card) => sum + card.quantity, 0),
      ...overrides,
    },
    cards,
  };
}
