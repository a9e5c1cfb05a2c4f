import { LIBRARY_TABLE_TEXTS as T, SEARCH_SCREEN_TEXTS } from '@mdc/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../testing/mock-api';
import { renderPage } from '../testing/render-page';
import { DashboardRoute } from './dashboard-route';

const libraryCalls = (calls: { path: string; url: URL }[]) =>
  calls.filter((call) => call.path === '/api/library').map((call) => call.url.search);

describe('DashboardRoute', { timeout: 20_000 }, () => {
  it.each([
    ['librarys', T.emptySale, ''],
    ['librarys-buying', T.emptyBuying, '?buying=true'],
  ])('?tab=%s shows that kind of libraries', async (tab, prompt, query) => {
    const { calls } = mockApi({ 'GET /api/library': { body: [] } });
    renderPage(<DashboardRoute />, { url: `/dashboard?tab=${tab}` });
    expect(await screen.findByRole('heading', { name: prompt })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toContainElement(
      screen.getByRole('heading', { name: prompt }),
    );
    expect(libraryCalls(calls)).toEqual([query]);
  });

  it('the other sections keep their placeholder and load no library', async () => {
    const { calls } = mockApi({ 'GET /api/library': { body: [] } });
    renderPage(<DashboardRoute />, { url: '/dashboard?tab=my-orders' });
    expect(await screen.findByRole('tabpanel')).toHaveTextContent(
      'Acá vas a ver las reservas que hiciste.',
    );
    expect(libraryCalls(calls)).toEqual([]);
  });

  it("'Última búsqueda' leads to /search/last, which runs it", async () => {
    mockApi();
    renderPage(<DashboardRoute />, { url: '/dashboard?tab=last-search' });
    expect(
      await screen.findByRole('link', { name: SEARCH_SCREEN_TEXTS.lastDashboardLink }),
    ).toHaveAttribute('href', '/search/last');
  });
});
