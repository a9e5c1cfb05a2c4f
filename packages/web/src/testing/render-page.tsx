import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { StrictMode, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/**
 * Renders a screen the way the app does (StrictMode, query client, snack bars, router) at
 * `url`; the returned router tells where the screen navigated to.
 */
export function renderPage(
  element: ReactNode,
  { url = '/', path }: { url?: string; path?: string } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: path ?? new URL(url, 'http://localhost').pathname, element },
      { path: '*', element: null },
    ],
    { initialEntries: [url] },
  );
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider>
          <RouterProvider router={router} />
        </SnackbarProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { router, queryClient, pathname: () => router.state.location.pathname };
}
