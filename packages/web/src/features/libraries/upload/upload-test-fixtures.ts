import type { CardSummary, ImportedCard, Library, LibraryCard } from '@mdc/shared';
import { LIBRARY_ID, aLibrary, aLibraryCard } from '../../../testing/library-data';
import type { ApiCall, MockReply } from '../../../testing/mock-api';

/** The one library id of the web tests (testing/library-data.ts). */
export { LIBRARY_ID };

/** Test data of the upload dialog: a library, its cards, and a catalog that knows every printing. */

export const aSaleLibrary = (changes: Partial<Library> = {}): Library =>
  aLibrary({ internalId: LIBRARY_ID, name: 'Mis cartas', ...changes });

/** A stable catalog id per set and number, as the server's catalog would give. */
const ids = new Map<string, string>();
export function printingId(set: string, collectorNumber: string): string {
  const key = `${set.toUpperCase()}|${collectorNumber}`;
  if (!ids.has(key))
    ids.set(key, `00000000-0000-4000-8000-${ids.size.toString(16).padStart(12, '0')}`);
  return ids.get(key)!;
}

/** A Lightning Bolt (M10 #146) of the library unless `changes` say otherwise. */
export const anUploadedCard = (changes: Partial<LibraryCard> = {}): LibraryCard =>
  aLibraryCard({
    libraryId: LIBRARY_ID,
    cardName: 'Lightning Bolt',
    collectorNumber: '146',
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
    library: aSaleLibrary({ cardCount: cards.reduce((sum, card) => sum + card.quantity, 0) }),
    cards,
  },
});
