import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { StrictMode, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

interface RenderPageOptions {
  url?: string;
  /** The route's path pattern; the URL's path by default. */
  path?: string;
  /** Routes under `element` (a layout such as the login guard renders them in its outlet). */
  children?: RouteObject[];
}

/**
 * Renders a screen the way the app does (StrictMode, query client, snack bars, router) at
 * `url`; the returned router tells where the screen navigated to.
 */
export function renderPage(
  element: ReactNode,
  { url = '/', path, children }: RenderPageOptions = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: path ?? new URL(url, 'http://localhost').pathname, element, children },
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
