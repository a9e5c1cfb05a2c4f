import type { CardSummary, ImportedCard, Library, LibraryCard } from '@mdc/shared';
import type { ApiCall, MockReply } from '../../../testing/mock-api';

/** Test data of the upload dialog: a library, its cards, and a catalog that knows every printing. */

export const LIBRARY_ID = '0b6c3f1e-2a4d-4e5f-8a9b-1c2d3e4f5a6b';

export const saleLibrary = (changes: Partial<Library> = {}): Library => ({
  internalId: LIBRARY_ID,
  name: 'Mis cartas',
  selling: true,
  trading: false,
  buying: false,
  cardCount: 0,
  ...changes,
});

/** A stable catalog id per set and number, as the server's catalog would give. */
const ids = new Map<string, string>();
export function printingId(set: string, collectorNumber: string): string {
  const key = `${set.toUpperCase()}|${collectorNumber}`;
  if (!ids.has(key))
    ids.set(key, `00000000-0000-4000-8000-${ids.size.toString(16).padStart(12, '0')}`);
  return ids.get(key)!;
}

export const libraryCard = (changes: Partial<LibraryCard> = {}): LibraryCard => ({
  id: crypto.randomUUID(),
  libraryId: LIBRARY_ID,
  referenceId: null,
  cardName: 'Lightning Bolt',
  setCode: 'M10',
  setName: 'Magic 2010',
  collectorNumber: '146',
  language: 'en',
  condition: 'NM',
  foil: false,
  quantity: 1,
  price: '1.00',
  priceSource: null,
  priceUpdatedAt: null,
  reserved: false,
  images: [],
  type: null,
  ...changes,
});

/** The card-summary answer for a row the catalog knows by set and number. */
export function resolvedSummary(row: ImportedCard, usd: number | null = 2): CardSummary {
  const set = row.set ?? 'ZZZ';
  const collectorNumber = row.collectorNumber ?? '1';
  return {
    name: row.name,
    set: row.set ?? null,
    collectorNumber: row.collectorNumber ?? null,
    foil: row.foil ?? false,
    condition: row.condition ?? 'NM',
    language: row.language ?? 'en',
    price: row.price ?? null,
    quantity: row.quantity ?? 1,
    match: 'printing',
    reference: {
      id: printingId(set, collectorNumber),
      name: row.name,
      setCode: set,
      setName: `Set ${set}`,
      collectorNumber,
      images: [],
      usd,
      usdFoil: usd === null ? null : usd * 2,
    },
    suggestions: [],
  };
}

/** `POST /api/library/card/summary` answered like the server, each row resolved by `summarize`. */
export const summaryReply =
  (
    summarize: (row: ImportedCard) => CardSummary = (row) => resolvedSummary(row),
    exchangeRate = 1,
  ) =>
  (call: ApiCall): MockReply => ({
    body: { exchangeRate, cards: (call.body as ImportedCard[]).map(summarize) },
  });

/** `GET /api/library/{id}`: the library with these cards. */
export const libraryCardsReply = (cards: LibraryCard[]): MockReply => ({
  body: {
    library: saleLibrary({ cardCount: cards.reduce((sum, card) => sum + card.quantity, 0) }),
    cards,
  },
});
