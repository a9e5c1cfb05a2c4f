import { routes } from '@mdc/shared';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

/** Prices change once a day (the daily refresh): an hour-old history is fresh enough. */
const STALE_MS = 60 * 60_000;

/** GET /api/catalog/price-history: one printing's finish, for the add-card dialog. */
export const priceHistoryQueryOptions = (printingId: string | null, foil: boolean) =>
  queryOptions({
    queryKey: ['catalog', 'price-history', printingId, foil],
    queryFn: ({ signal }) =>
      callApi(
        routes.catalog.priceHistory,
        { query: { printingId: printingId ?? '', foil: foil ? 'true' : 'false' } },
        { signal },
      ),
    enabled: printingId !== null,
    staleTime: STALE_MS,
  });

/** A tile's key in a batch: `<printingId>` or `<printingId>:foil`. */
export const historyKey = (printingId: string, foil: boolean) =>
  foil ? `${printingId}:foil` : printingId;

/** GET /api/catalog/price-histories: the tiles of one page (at most 48 keys). */
export const priceHistoriesQueryOptions = (keys: string[]) =>
  queryOptions({
    queryKey: ['catalog', 'price-histories', keys],
    queryFn: ({ signal }) =>
      callApi(routes.catalog.priceHistories, { query: { cards: keys.join(',') } }, { signal }),
    enabled: keys.length > 0,
    staleTime: STALE_MS,
  });
