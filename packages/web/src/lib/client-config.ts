import type { ClientConfig } from '@mdc/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/** GET /api/config: the public switches (bot check on or off); fixed for the life of the page. */
export const getClientConfig = () => apiFetch<ClientConfig>('/config');

export const clientConfigQueryOptions = () =>
  queryOptions({ queryKey: ['client-config'], queryFn: getClientConfig, staleTime: Infinity });
