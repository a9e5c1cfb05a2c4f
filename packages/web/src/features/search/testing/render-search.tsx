import { screen } from '@testing-library/react';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { SearchPage } from '../pages/search-page';

type Handlers = Parameters<typeof mockApi>[0];

/** Opens /search with the API answering `handlers`; resolves once the panel is on screen. */
export async function renderSearchPage(handlers: Handlers = {}) {
  const api = mockApi(handlers);
  const page = renderPage(<SearchPage />, { url: '/search' });
  await screen.findByRole('search');
  return { ...api, ...page };
}

/** The search button of the panel (not a buying library's). */
export const searchButton = () => screen.getByRole('button', { name: /^(Buscar|Buscando…)$/ });
