import { SEARCH_SCREEN_TEXTS as T } from '@mdc/shared';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, pendingReply } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { clearSessionCookies, setSessionCookies } from '../../../testing/session-cookies';
import { aResultCard } from '../testing/result-cards';
import { Route, Routes } from 'react-router';
import { LastSearchPage } from './last-search-page';
import { SearchPage } from './search-page';
import { scaled } from '../../../testing/time-factor';

type Reply = NonNullable<Parameters<typeof mockApi>[0]>[string];
const search = {
  id: 's1',
  names: ['Sol Ring'],
  quantities: [1],
  deckId: null,
  createdAt: '2026-11-20T10:00:00Z',
};
const open = (reply: Reply, url = '/search/last') => {
  const api = mockApi({
    'GET /api/search/last': reply,
    'GET /api/search/recommended': { body: [] },
  });
  const page = renderPage(
    <Routes>
      <Route path="/search/:lastSearch" element={<LastSearchPage />} />
      <Route path="/search" element={<SearchPage />} />
    </Routes>,
    { url, path: '*' },
  );
  return { ...api, ...page };
};

describe('LastSearchPage', { timeout: scaled(30_000) }, () => {
  beforeEach(() => setSessionCookies('ana@example.com'));
  afterEach(() => clearSessionCookies());

  it('runs the last search at once and shows its results at the stored search’s address', async () => {
    const cards = [aResultCard({ cardName: 'Sol Ring' }), aResultCard({ cardName: 'Opt' })];
    const { router, calls } = open({ body: { results: cards, wanted: [], notFound: [], search } });
    // The results view is a chunk of its own: its first load may take more than a second.
    const found = { name: 'Cartas encontradas: 2' };
    expect(await screen.findByRole('heading', found, { timeout: scaled(5000) })).toBeVisible();
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Búsquedas rápidas' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?search=s1');
    // The cards shown are the last search's, and they came with it: nothing is searched again
    // (not the stored search at /api/search/s1 either). The others are the screen's own: its
    // settings, the recommended cards, the sellers' reputations and Dónde's city and places.
    for (const card of cards) expect(screen.getAllByText(card.cardName).length).toBeGreaterThan(0);
    const paths = new Set(calls.map((call) => call.path));
    paths.delete('/api/config');
    paths.delete('/api/search/recommended');
    paths.delete('/api/search/sellers');
    paths.delete('/api/user');
    paths.delete('/api/places');
    expect([...paths]).toEqual(['/api/search/last']);
  });

  it('says so kindly when there is no last search, with the panel to start one', async () => {
    open({ body: { results: [], wanted: [], notFound: [], search: null } });
    expect(await screen.findByText(T.lastNone)).toBeVisible();
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Cartas encontradas/ })).not.toBeInTheDocument();
  });

  it('shows a spinner while it loads, and a failure with a retry', async () => {
    open(pendingReply);
    expect(await screen.findByText(T.lastLoading)).toBeVisible();
  });

  it('says why the last search failed', async () => {
    open({ status: 500, body: { code: 'GEN-500', message: 'Error interno.' } });
    expect(await screen.findByText('Error interno.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  });

  it('is the plain search screen for any other value', async () => {
    const { calls } = open({ body: { results: [], notFound: [], search } }, '/search/2');
    expect(await screen.findByRole('heading', { name: 'Búsquedas rápidas' })).toBeVisible();
    expect(calls.some((call) => call.path === '/api/search/last')).toBe(false);
  });
});
