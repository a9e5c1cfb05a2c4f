import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * How often a failed read is tried again: once, or three times when the server said it is busy
 * (503: shedding load, or draining for a restart), which passes within seconds. A search's
 * sellers' records failed twice on a loaded machine and its plan by trips came without places.
 */
export const retryQuery = (failures: number, error: unknown) =>
  failures < (error instanceof ApiError && error.status === 503 ? 3 : 1);

/** The page's one query cache: React components reach it through the provider, modules directly. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: retryQuery, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});
