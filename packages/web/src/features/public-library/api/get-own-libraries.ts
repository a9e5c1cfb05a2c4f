import { routes } from '@mdc/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * GET /api/library: the visitor's own sale libraries, to know whether the library shown is
 * theirs (one's own cards are not for reserving). Asked only of a logged-in visitor
 * on a sale library's page.
 */
export const getOwnLibraries = () => callApi(routes.libraries.list, { query: {} });

export const useIsOwnLibrary = (libraryId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['public-library-own', 'sale'],
    queryFn: getOwnLibraries,
    enabled,
    select: (libraries) => libraries.some((library) => library.internalId === libraryId),
  }).data === true;
