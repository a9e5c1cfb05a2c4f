import type { OlderResultsResponse } from '@mdc/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * GET /api/search/{id}: a stored search's results, for the older results page
 * (docs/product/search.md#older-results-page).
 */
export const getOlderResults = (searchId: string) =>
  apiFetch<OlderResultsResponse>(`/search/${encodeURIComponent(searchId)}`);

export const olderResultsQueryOptions = (searchId: string) =>
  queryOptions({
    queryKey: ['search', 'older', searchId],
    queryFn: () => getOlderResults(searchId),
  });

export const useOlderResults = (searchId: string) => useQuery(olderResultsQueryOptions(searchId));
