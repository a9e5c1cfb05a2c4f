import { routes } from '@mdc/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * GET /api/library/{id}/public or /api/library/buying/{id}/public: anyone may read a library's
 * cards with their prices; the owner's contact never comes with them
 * (docs/product/libraries.md#public-library-page).
 */
export const getPublicLibrary = (libraryId: string, buying: boolean) =>
  callApi(routes.libraries[buying ? 'buying' : 'sale'].public, { params: { id: libraryId } });

export const publicLibraryKeys = {
  all: ['public-library'] as const,
  one: (libraryId: string, buying: boolean) => ['public-library', libraryId, buying] as const,
};

export const publicLibraryQueryOptions = (libraryId: string, buying: boolean) =>
  queryOptions({
    queryKey: publicLibraryKeys.one(libraryId, buying),
    queryFn: () => getPublicLibrary(libraryId, buying),
  });

export const usePublicLibrary = (libraryId: string, buying: boolean) =>
  useQuery(publicLibraryQueryOptions(libraryId, buying));
