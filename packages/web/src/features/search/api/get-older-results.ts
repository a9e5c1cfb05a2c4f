import { routes } from '@mdc/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * GET /api/search/{id}: a stored search's results, for the older results page
 * (docs/product/search.md#older-results-page).
 */
export const getOlderResults = (searchId: string) =>
  callApi(routes.storedSearches.older, { params: { id: searchId } });

export const olderResultsQueryOptions = (searchId: string) =>
  queryOptions({
    queryKey: ['search', 'older', searchId],
    queryFn: () => getOlderResults(searchId),
  });

export const useOlderResults = (searchId: string) => useQuery(olderResultsQueryOptions(searchId));
