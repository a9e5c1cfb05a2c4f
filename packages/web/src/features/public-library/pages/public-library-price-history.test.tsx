import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPublicLibraryCard, aPublicLibraryAnswer } from '../testing/library-fixtures';
import { renderPublicLibrary } from '../testing/render-public-library';
import { scaled } from '../../../testing/time-factor';

const OPT = aPublicLibraryCard({
  cardName: 'Opt',
  price: '0.50',
  referenceId: 'a1b2c3d4-0000-4000-8000-000000000001',
});
const FOREST = aPublicLibraryCard({
  cardName: 'Forest',
  price: '0.10',
  foil: true,
  referenceId: null,
});
const HISTORY = {
  printingId: OPT.referenceId,
  foil: false,
  points: [
    { day: '2026-01-02', usd: '0.40' },
    { day: '2026-02-01', usd: '0.50' },
  ],
  change30d: 25,
};

// A test document renders a page of MUI tiles slowly on a busy machine.
describe('price history on the public library page', { timeout: scaled(30_000) }, () => {
  it('asks the page’s histories in one call and shows them on the tiles', async () => {
    const { calls } = await renderPublicLibrary(aPublicLibraryAnswer([OPT, FOREST]), {
      handlers: { 'GET /api/catalog/price-histories': { body: { histories: [HISTORY] } } },
    });
    expect(
      await screen.findByRole('img', {
        name: 'Precio de los últimos 90 días: de USD 0.40 a USD 0.50',
      }),
    ).toBeVisible();
    expect(screen.getByText('+25% en 30 días')).toBeVisible();
    const batches = calls.filter((call) => call.path === '/api/catalog/price-histories');
    // One request for the page (StrictMode's second mount may repeat it); the card without a
    // catalog printing has no history to ask for.
    const asked = new Set(batches.map((call) => call.url.searchParams.get('cards')));
    expect([...asked]).toEqual([OPT.referenceId]);
  });

  it('shows no history on a buying library and asks for none', async () => {
    const { calls } = await renderPublicLibrary(aPublicLibraryAnswer([OPT], { buying: true }), {
      query: `libraryId=${OPT.libraryId}&buying=true`,
    });
    expect(within(document.body).queryByRole('img', { name: /Precio de los últimos/ })).toBeNull();
    expect(calls.filter((call) => call.path.startsWith('/api/catalog/'))).toEqual([]);
  });
});
