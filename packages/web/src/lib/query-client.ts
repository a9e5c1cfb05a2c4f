import { QueryClient } from '@tanstack/react-query';

/** The page's one query cache: React components reach it through the provider, modules directly. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
