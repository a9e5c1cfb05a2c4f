import type { PriceHistory } from '@mdc/shared';
import { useQuery } from '@tanstack/react-query';
import { historyKey, priceHistoriesQueryOptions } from './get-price-history';

/**
 * The price histories of the cards of one page of tiles, in ONE request (a page holds up to 48
 * tiles: one request per tile would be 48). Batching beats fetching when a tile is opened: the
 * sparkline is seen at a glance on every tile, which is what it is for
 * (docs/product/libraries.md#library-page). Cards without a catalog printing are left out.
 */
export function usePagePriceHistories(
  cards: { referenceId: string | null; foil: boolean }[],
  enabled = true,
): (card: { referenceId: string | null; foil: boolean }) => PriceHistory | undefined {
  const keys = [
    ...new Set(
      cards.flatMap((card) => (card.referenceId ? [historyKey(card.referenceId, card.foil)] : [])),
    ),
  ].sort();
  const query = useQuery({ ...priceHistoriesQueryOptions(enabled ? keys : []) });
  const byKey = new Map(
    (query.data?.histories ?? []).map((entry) => [historyKey(entry.printingId, entry.foil), entry]),
  );
  return (card) =>
    card.referenceId ? byKey.get(historyKey(card.referenceId, card.foil)) : undefined;
}
