import { LIBRARY_DETAIL_TEXTS as T, type PriceHistory } from '@mdc/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiCall } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { LibraryPage } from '../pages/library-page';
import {
  libraryServer,
  libraryUrl,
  aNumberedCard,
  someNumberedCards,
  aDetailLibrary,
} from './testing/library-fixtures';
import { scaled } from '../../../testing/time-factor';

const RISING: PriceHistory = {
  points: [
    { day: '2026-01-02', usd: '10.00' },
    { day: '2026-02-01', usd: '11.20' },
  ],
  change30d: 12,
};
const TREND = 'Precio de los últimos 90 días: de USD 10.00 a USD 11.20';

const historyCalls = (calls: ApiCall[], path: string) =>
  calls.filter((call) => call.path === `/api/catalog/${path}`);
const tile = (name: string) =>
  within(document.querySelector<HTMLElement>(`article[aria-label="${name}"]`)!);

// Pages of 48 MUI tiles render slowly in a test document on a busy machine.
describe('price history on the library page', { timeout: scaled(40_000) }, () => {
  it('asks the histories of a page of 48 tiles in one call and draws each on its tile', async () => {
    const cards = someNumberedCards(50);
    const first = cards[0]!;
    const { calls } = libraryServer(aDetailLibrary(), cards, {
      'GET /api/catalog/price-histories': {
        body: { histories: [{ printingId: first.referenceId, foil: false, ...RISING }] },
      },
    });
    renderPage(<LibraryPage />, { url: libraryUrl(), path: '/library' });
    await waitFor(() => expect(tile('Carta 1').getByRole('img', { name: TREND })).toBeVisible(), {
      timeout: scaled(10_000),
    });
    expect(tile('Carta 1').getByText('+12% en 30 días')).toBeVisible();
    expect(tile('Carta 2').queryByRole('img', { name: /Precio de los últimos/ })).toBeNull();
    // One request for the page (StrictMode's second mount may repeat it), never one per tile.
    const asked = new Set(
      historyCalls(calls, 'price-histories').map((call) => call.url.searchParams.get('cards')),
    );
    const page = cards.slice(0, 48).map((card) => card.referenceId);
    expect([...asked]).toEqual([page.sort().join(',')]);
    expect(historyCalls(calls, 'price-history')).toEqual([]);
  });

  it('asks nothing for a buying library, whose tiles show no prices', async () => {
    const { calls } = libraryServer(aDetailLibrary({ buying: true }), someNumberedCards(2));
    renderPage(<LibraryPage />, { url: libraryUrl(true), path: '/library' });
    expect(await screen.findByText('2/1000')).toBeInTheDocument();
    expect(historyCalls(calls, 'price-histories')).toEqual([]);
  });

  it("shows the printing's history in the edit dialog, for its finish", async () => {
    const card = aNumberedCard(1, { foil: true, price: '3.00' });
    const { calls } = libraryServer(aDetailLibrary(), [card], {
      'GET /api/catalog/price-histories': { body: { histories: [] } },
      'GET /api/catalog/price-history': { body: { ...RISING, change30d: -5 } },
    });
    renderPage(<LibraryPage />, { url: libraryUrl(), path: '/library' });
    await waitFor(() => expect(tile('Carta 1').getByRole('button', { name: T.edit('Carta 1') })));
    fireEvent.click(tile('Carta 1').getByRole('button', { name: T.edit('Carta 1') }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByRole('img', { name: TREND })).toBeVisible();
    expect(dialog.getByText('−5% en 30 días')).toBeVisible();
    const [asked] = historyCalls(calls, 'price-history');
    expect(Object.fromEntries(asked!.url.searchParams)).toEqual({
      printingId: card.referenceId,
      foil: 'true',
    });
  });
});
