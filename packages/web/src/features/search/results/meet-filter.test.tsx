import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiCall } from '../../../testing/mock-api';
import { clearSessionCookies, setSessionCookies } from '../../../testing/session-cookies';
import { ANA } from '../../../testing/user-profile';
import { renderSearchPage } from '../testing/render-search';
import { aResultCard } from '../testing/result-cards';
import { scaled } from '../../../testing/time-factor';

const RETIRO_ID = '0c7a0000-0000-4000-8000-000000000001';

/** ana's city (Capital, Córdoba) has one shared place; sellers near her meet there. */
const api = {
  'GET /api/user': { body: ANA },
  'GET /api/places': {
    body: [
      {
        placeId: RETIRO_ID,
        kind: 'public',
        name: 'Plaza San Martín',
        regionId: '14',
        cityId: '14014',
        sellers: 2,
      },
    ],
  },
  'POST /api/search/sellers': { body: [] },
  // Anywhere: two sellers; in her city: carla only; at the plaza: nobody.
  'POST /api/search': ({ url }: ApiCall) => {
    const meet = url.searchParams.get('meet');
    const owners = meet === null ? ['bruno', 'carla'] : meet === 'city' ? ['carla'] : [];
    return {
      body: {
        results: owners.map((ownerUser) => aResultCard({ cardName: 'Opt', ownerUser })),
        wanted: [{ name: 'Opt', quantity: 1, available: owners.length ? 1 : 0 }],
        notFound: [],
        suggestions: [],
        searchId: '5ea7c000-0000-4000-8000-000000000001',
      },
    };
  },
};

const where = () => screen.getByRole('combobox', { name: 'Dónde' });
const found = (count: number) =>
  screen.findByRole('heading', { name: `Cartas encontradas: ${count}` });
const meetsAsked = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.path === '/api/search')
    .map((call) => call.url.searchParams.get('meet'));

describe(
  'Dónde: the search among the sellers who meet somewhere',
  { timeout: scaled(30_000) },
  () => {
    afterEach(() => clearSessionCookies());

    it('searches again in the member’s city, kept in the address for Back and a reload', async () => {
      setSessionCookies('ana@example.com');
      const { router, calls } = await renderSearchPage(api, '/search?names=Opt');
      expect(await found(2)).toBeVisible();
      expect(
        await screen.findByRole('option', { name: 'En Plaza San Martín · 2 vendedores' }),
      ).toBeInTheDocument();
      fireEvent.change(where(), { target: { value: 'city' } });
      expect(await found(1)).toBeVisible();
      expect(screen.getByRole('option', { name: 'En mi ciudad (Capital)' })).toBeInTheDocument();
      expect(new URLSearchParams(router.state.location.search).get('meet')).toBe('city');
      expect(meetsAsked(calls)).toEqual([null, 'city']);

      await act(() => router.navigate(-1));
      expect(await found(2)).toBeVisible();
      expect(where()).toHaveValue('');

      cleanup();
      const reloaded = await renderSearchPage(api, '/search?names=Opt&meet=city');
      expect(await found(1)).toBeVisible();
      expect(meetsAsked(reloaded.calls)).toEqual(['city']);
    });

    it('finding nobody at a place, says so and keeps Dónde to search wider', async () => {
      setSessionCookies('ana@example.com');
      await renderSearchPage(api, '/search?names=Opt');
      expect(await found(2)).toBeVisible();
      await screen.findByRole('option', { name: /Plaza San Martín/ });
      fireEvent.change(where(), { target: { value: RETIRO_ID } });
      expect(await screen.findByText(/Ningún vendedor que se encuentre ahí/)).toBeVisible();
      fireEvent.change(where(), { target: { value: '' } });
      expect(await found(2)).toBeVisible();
    });
  },
);
