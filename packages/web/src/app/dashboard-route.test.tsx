import {
  LIBRARY_TABLE_TEXTS as T,
  RESERVATION_SCREEN_TEXTS,
  SEARCH_SCREEN_TEXTS,
} from '@mdc/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../testing/mock-api';
import { renderPage } from '../testing/render-page';
import { DashboardRoute } from './dashboard-route';
import { scaled } from '../testing/time-factor';

const libraryCalls = (calls: { path: string; url: URL }[]) =>
  calls.filter((call) => call.path === '/api/library').map((call) => call.url.search);

describe('DashboardRoute', { timeout: scaled(20_000) }, () => {
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

  it.each([
    ['my-orders', RESERVATION_SCREEN_TEXTS.buyerEmpty, '?selling=false'],
    ['sales', RESERVATION_SCREEN_TEXTS.sellerEmpty, '?selling=true'],
  ])('?tab=%s shows that side of the reservations', async (tab, empty, query) => {
    const { calls } = mockApi({ 'GET /api/reservation': { body: [] } });
    renderPage(<DashboardRoute />, { url: `/dashboard?tab=${tab}` });
    expect(await screen.findByRole('heading', { name: empty })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toContainElement(
      screen.getByRole('heading', { name: empty }),
    );
    expect(
      calls.filter((call) => call.path === '/api/reservation').map((call) => call.url.search),
    ).toEqual([query]);
    expect(libraryCalls(calls)).toEqual([]);
  });

  it('the profile section keeps its placeholder and loads no library', async () => {
    const { calls } = mockApi({ 'GET /api/library': { body: [] } });
    renderPage(<DashboardRoute />, { url: '/dashboard?tab=profile' });
    expect(await screen.findByRole('tabpanel')).toHaveTextContent(
      'Tus datos de contacto y ubicación están en tu perfil.',
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
