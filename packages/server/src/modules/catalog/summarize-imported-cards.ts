import type { CardSummaryResponse, ParsedImportedCard } from '@mdc/shared';
import type { Database } from '../../db/client';
import { findCatalogUsdPrices } from './printing-queries';
import { resolveNames } from './resolve-names';

/**
 * Card-data lookup for imported rows (the upload dialog): each row's catalog printing — its
 * Scryfall id's, exact (set + number), in its set, or the default one of its name — with catalog
 * USD prices, or close names when nothing matched. Rows are answered in the order sent.
 */
export async function summarizeImportedCards(
  db: Database,
  rows: ParsedImportedCard[],
  exchangeRate: number,
): Promise<CardSummaryResponse> {
  const resolved = await resolveNames(db, rows, { suggest: true });
  const prices = await findCatalogUsdPrices(
    db,
    resolved.flatMap((r) => (r.printing ? [r.printing.id] : [])),
  );
  return {
    exchangeRate,
    cards: rows.map((row, i) => {
      const { match, printing, suggestions } = resolved[i] ?? {
        match: 'none',
        printing: null,
        suggestions: [],
      };
      const price = printing ? prices.get(printing.id) : undefined;
      return {
        ...row,
        match,
        reference: printing
          ? {
              id: printing.id,
              name: printing.name,
              setCode: printing.setCode,
              setName: printing.setName,
              collectorNumber: printing.collectorNumber,
              images: printing.imageUrls,
              usd: price?.usd ?? null,
              usdFoil: price?.usdFoil ?? null,
            }
          : null,
        suggestions: suggestions.map((suggestion) => suggestion.name),
      };
    }),
  };
}
