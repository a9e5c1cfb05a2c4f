import type { Library, LibraryCard, LibraryCardsResponse, LibraryOwner } from '@mdc/shared';
import { aLibrary, aLibraryCard } from '../../../testing/library-data';

export const LIBRARY_ID = '4f0c1a52-9a1e-4b36-8d2f-2b7c3d9e6a11';

/** A card of the library (Dominaria United #1) as the public library call answers it. */
export const libraryCard = (overrides: Partial<LibraryCard> = {}): LibraryCard =>
  aLibraryCard({
    libraryId: LIBRARY_ID,
    setCode: 'DMU',
    setName: 'Dominaria United',
    collectorNumber: '1',
    ...overrides,
  });

/** 'Cartas de Ana' (Venta and Trade) holding `cards`. */
export function publicLibrary(
  cards: LibraryCard[],
  overrides: Partial<Library> = {},
): LibraryCardsResponse {
  return {
    library: aLibrary({
      internalId: LIBRARY_ID,
      name: 'Cartas de Ana',
      trading: true,
      cardCount: cards.reduce((sum, card) => sum + card.quantity, 0),
      ...overrides,
    }),
    cards,
  };
}

/** The owner of LIBRARY_ID as GET /api/library/{id}/owner answers it. */
export const LIBRARY_OWNER: LibraryOwner = {
  user: 'ana_cartas',
  region: 'Córdoba',
  city: 'Capital',
  deliveries: 23,
  purchases: 4,
  cancellations: 0,
  expirations: 1,
  memberSince: '2025-03',
};
