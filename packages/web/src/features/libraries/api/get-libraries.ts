import { routes } from '@mdc/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { libraryKeys, type LibraryKind } from './library-paths';

/** GET /api/library (sale) or /api/library?buying=true: the user's libraries of one kind. */
export const getLibraries = (kind: LibraryKind) =>
  callApi(routes.libraries.list, { query: kind === 'buying' ? { buying: 'true' } : {} });

export const librariesQueryOptions = (kind: LibraryKind) =>
  queryOptions({ queryKey: libraryKeys.list(kind), queryFn: () => getLibraries(kind) });

export const useLibraries = (kind: LibraryKind) => useQuery(librariesQueryOptions(kind));
