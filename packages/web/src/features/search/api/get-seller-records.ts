import { SEARCH_SELLERS_MAX, type ResultCard, routes, type SellerRecord } from '@mdc/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callApi } from '../../../lib/api-client';
import { useUser } from '../../../lib/current-user';
import type { BuyerPlace } from '../model/seller-places';

/**
 * The records of the sellers on screen, by user name, with where each meets; `loading` while
 * some may still come; `buyer`: the buyer's province and city, to show the places near him first.
 */
export interface SellerRecords {
  byUser: ReadonlyMap<string, SellerRecord>;
  loading: boolean;
  buyer: BuyerPlace | null;
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
  // Which place comes first matters only for a seller with several: only then is the buyer read.
  const user = useUser({ enabled: (query.data ?? []).some((record) => record.places.length > 1) });
  const buyer = useMemo(
    () => (user.data ? { regionId: user.data.regionId, cityId: user.data.cityId } : null),
    [user.data],
  );
  // One object while nothing changes: the plans and groupings computed from it are memoized on it.
  return useMemo(() => ({ byUser, loading, buyer }), [byUser, loading, buyer]);
}
