import { screen } from '@testing-library/react';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { SearchPage } from '../pages/search-page';

type Handlers = Parameters<typeof mockApi>[0];

/**
 * Opens /search (or `url`, a search's address) with the API answering `handlers`; resolves once
 * the panel is on screen.
 */
export async function renderSearchPage(handlers: Handlers = {}, url = '/search') {
  const api = mockApi(handlers);
  const page = renderPage(<SearchPage />, { url, path: '/search' });
  await screen.findByRole('search');
  return { ...api, ...page };
}

/** The bodies the search calls were sent, in order. */
export const searchBodies = (
  calls: { path: string; body: unknown }[],
  path = '/api/search/public',
) => calls.filter((call) => call.path === path).map((call) => call.body);

/** One copy of each name, as the panel sends them. */
export const ones = (...names: string[]) => names.map((name) => ({ name, quantity: 1 }));

/** The search button of the panel (not a buying library's). */
export const searchButton = () => screen.getByRole('button', { name: /^(Buscar|Buscando…)$/ });
