import { routes } from '@mdc/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /api/search/recommended: cards on sale matching the user's buying libraries. */
export const getRecommended = () => callApi(routes.storedSearches.recommended);

export const recommendedQueryOptions = () =>
  queryOptions({ queryKey: ['search', 'recommended'], queryFn: getRecommended });

export const useRecommended = () => useQuery(recommendedQueryOptions());
