import { routes } from '@mdc/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { kindOf, libraryKeys } from './library-paths';

/** GET /api/library/{id} or /api/library/buying/{id}: one of the user's libraries with its cards. */
export const getLibraryCards = (libraryId: string, buying: boolean) =>
  callApi(routes.libraries[kindOf(buying)].own, { params: { id: libraryId } });

export const libraryCardsQueryOptions = (libraryId: string, buying: boolean) =>
  queryOptions({
    queryKey: libraryKeys.cards(libraryId),
    queryFn: () => getLibraryCards(libraryId, buying),
  });

export const useLibraryCards = (libraryId: string, buying: boolean) =>
  useQuery(libraryCardsQueryOptions(libraryId, buying));
