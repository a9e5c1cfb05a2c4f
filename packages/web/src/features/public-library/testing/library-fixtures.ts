import type { Library, LibraryCard, LibraryCardsResponse, LibraryOwner } from '@mdc/shared';
import { LIBRARY_ID, aLibrary, aLibraryCard } from '../../../testing/library-data';

/** The one library id of the web tests (testing/library-data.ts). */
export { LIBRARY_ID };

/** A card of the library (Dominaria United #1) as the public library call answers it. */
export const aPublicLibraryCard = (overrides: Partial<LibraryCard> = {}): LibraryCard =>
  aLibraryCard({
    libraryId: LIBRARY_ID,
    setCode: 'DMU',
    setName: 'Dominaria United',
    collectorNumber: '1',
    ...overrides,
  });

/** 'Cartas de Ana' (Venta and Trade) holding `cards`. */
export function aPublicLibraryAnswer(
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
  places: [
    {
      placeId: '0c7a0000-0000-4000-8000-000000000001',
      kind: 'store',
      name: 'Tienda Dragón',
      regionId: '14',
      cityId: '14014',
      region: 'Córdoba',
      city: 'Capital',
      details: 'La mesa del fondo',
      hours: 'sábados 15 a 19',
      days: [6],
    },
  ],
};
