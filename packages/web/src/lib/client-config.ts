import { routes } from '@mdc/shared';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from './api-client';
import { queryClient } from './query-client';

/** GET /api/config: the public switches (analytics, bot check); fixed for the life of the page. */
export const getClientConfig = () => callApi(routes.client.config);

export const clientConfigQueryOptions = () =>
  queryOptions({ queryKey: ['client-config'], queryFn: getClientConfig, staleTime: Infinity });

/** The configuration from the page's cache: one request per page load, whoever asks first. */
export const loadClientConfig = () => queryClient.fetchQuery(clientConfigQueryOptions());
