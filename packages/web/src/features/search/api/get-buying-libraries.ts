import { routes } from '@mdc/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * The user's buying libraries for 'Buscar con tus bibliotecas de compra'. The key starts with
 * 'libraries', so adding a library anywhere (its mutations invalidate that) reloads the panel.
 */
export const getBuyingLibraries = () =>
  callApi(routes.libraries.list, { query: { buying: 'true' } });

export const buyingLibrariesQueryOptions = () =>
  queryOptions({ queryKey: ['libraries', 'list', 'buying'], queryFn: getBuyingLibraries });

export const useBuyingLibraries = () => useQuery(buyingLibrariesQueryOptions());
