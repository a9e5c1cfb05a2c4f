import { SEARCH_SELLERS_MAX, type Reputation, type ResultCard, routes } from '@mdc/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callApi } from '../../../lib/api-client';

/** The records of the sellers on screen, by user name; `loading` while some may still come. */
export interface SellerRecords {
  byUser: ReadonlyMap<string, Reputation>;
  loading: boolean;
}

/**
 * POST /api/search/sellers: the records of the sellers of the cards on screen (a page of
 * results, or the best combination), once per set of sellers. The search's answer does not
 * carry them (it is at its size budget). While the next set loads, the records already read
 * stay on screen.
 */
export function useSellerRecords(cards: readonly ResultCard[]): SellerRecords {
  const users = useMemo(
    () =>
      [...new Set(cards.flatMap((card) => (card.ownerUser ? [card.ownerUser] : [])))]
        .sort()
        .slice(0, SEARCH_SELLERS_MAX),
    [cards],
  );
  const query = useQuery({
    queryKey: ['search-sellers', users],
    queryFn: () => callApi(routes.sellers.records, { body: users }),
    enabled: users.length > 0,
    placeholderData: keepPreviousData,
  });
  const byUser = useMemo(
    () => new Map((query.data ?? []).map((record) => [record.user, record])),
    [query.data],
  );
  const loading = users.length > 0 && (query.isPending || query.isPlaceholderData);
  return { byUser, loading };
}
