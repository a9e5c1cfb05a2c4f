import type { Library, LibraryCard } from '@mdc/shared';

/**
 * Libraries and their cards as the API answers them, for any test; ids are unique uuids.
 *
 * How test data is named, in every testing folder (docs/decisions/032-one-way-to-write-a-test.md):
 * `aX` / `anX` makes a plain object (an answer of the API, a form's values) and stores nothing;
 * `createX` stores through the app or its database and resolves to what it stored
 * (packages/server/test/factories.ts). A feature's own fixtures start from these.
 */

let libraries = 0;
let cards = 0;

/** A v4-shaped uuid: `prefix` (8 hex digits) and `index`, the same on every call. */
export const testUuid = (prefix: string, index: number) =>
  `${prefix}-0000-4000-8000-${String(index).padStart(12, '0')}`;

/** The library a test's screen shows when it shows one: the same id in every feature's fixtures. */
export const LIBRARY_ID = testUuid('11b00000', 1);

/** A sale library ('Biblioteca N', Venta only, no cards) unless `fields` say otherwise. */
export function aLibrary(fields: Partial<Library> = {}): Library {
  libraries += 1;
  return {
    internalId: testUuid('00000000', libraries),
    name: `Biblioteca ${libraries}`,
    selling: true,
    trading: false,
    buying: false,
    cardCount: 0,
    ...fields,
  };
}

/** One near-mint English 'Carta N' of Magic 2010 at USD 1.00, with no catalog id or image. */
export function aLibraryCard(fields: Partial<LibraryCard> = {}): LibraryCard {
  cards += 1;
  return {
    id: testUuid('c0000000', cards),
    libraryId: testUuid('0000000b', 0),
    referenceId: null,
    cardName: `Carta ${cards}`,
    setCode: 'M10',
    setName: 'Magic 2010',
    collectorNumber: String(cards),
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
    ...fields,
  };
}
