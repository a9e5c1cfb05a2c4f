import { routes } from '@mdc/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /api/search/last: the user's newest stored search, run again (`search` null: none). */
export const getLastSearch = () => callApi(routes.storedSearches.last);

export const lastSearchQueryOptions = () =>
  queryOptions({ queryKey: ['search', 'last'], queryFn: getLastSearch, staleTime: 0 });

export const useLastSearch = () => useQuery(lastSearchQueryOptions());
