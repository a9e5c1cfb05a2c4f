import { SEARCH_SCREEN_TEXTS as T } from '@mdc/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aLibrary, aLibraryCard } from '../../../testing/library-data';
import { pendingReply } from '../../../testing/mock-api';
import { clearSessionCookies, setSessionCookies } from '../../../testing/session-cookies';
import { aResultCard } from '../testing/result-cards';
import { renderSearchPage } from '../testing/render-search';
import { scaled } from '../../../testing/time-factor';

const openAdvanced = () => fireEvent.click(screen.getByRole('button', { name: T.advanced }));
const chooseFile = async (file: File) => {
  const input = await screen.findByLabelText(T.fileLabel);
  fireEvent.change(input, { target: { files: [file] } });
};
const searchAnswer = { body: { results: [aResultCard()], notFound: [] } };
const wanted = aLibrary({ name: 'Quiero Boros', buying: true, selling: false, cardCount: 3 });

describe('Búsqueda avanzada', { timeout: scaled(30_000) }, () => {
  beforeEach(() => setSessionCookies('ana@example.com'));
  afterEach(() => clearSessionCookies());

  const member = (handlers: Parameters<typeof renderSearchPage>[0] = {}) =>
    renderSearchPage({ 'GET /api/search/recommended': { body: [] }, ...handlers });

  it('searches the cards of a deck file with their copies and says which file', async () => {
    const { calls } = await member({
      'POST /api/search': searchAnswer,
      'GET /api/library': { body: [] },
    });
    openAdvanced();
    await chooseFile(new File(['1 Sol Ring (C21) 263\n2 Opt\n\nSIDEBOARD:\n1 Duress'], 'mazo.txt'));
    // The results view is a chunk of its own: its first load may take more than a second.
    const found = { name: 'Cartas encontradas: 1' };
    expect(await screen.findByRole('heading', found, { timeout: scaled(5000) })).toBeVisible();
    expect(screen.getByText('Archivo: mazo.txt')).toBeVisible();
    expect(calls.find((call) => call.path === '/api/search')?.body).toEqual([
      { name: 'Sol Ring', quantity: 1 },
      { name: 'Opt', quantity: 2 },
    ]);
  });

  it('counts the sideboard of a deck file when asked', async () => {
    const { calls } = await member({
      'POST /api/search': searchAnswer,
      'GET /api/library': { body: [] },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: T.sideboard }));
    openAdvanced();
    await chooseFile(new File(['2 Opt\n\nSIDEBOARD:\n1 Duress\n1 Opt'], 'mazo.txt'));
    expect(
      await screen.findByText('Archivo: mazo.txt', {}, { timeout: scaled(5000) }),
    ).toBeVisible();
    expect(calls.find((call) => call.path === '/api/search')?.body).toEqual([
      { name: 'Opt', quantity: 3 },
      { name: 'Duress', quantity: 1 },
    ]);
  });

  it('refuses a file over 1 MB and one without card names, before any search', async () => {
    const { calls } = await member({ 'GET /api/library': { body: [] } });
    openAdvanced();
    await chooseFile(new File(['x'.repeat(1024 * 1024 + 1)], 'grande.txt'));
    expect(await screen.findByText(T.fileTooBig)).toBeVisible();
    await chooseFile(new File(['\n\nSIDEBOARD:\n1 Duress\n'], 'vacio.txt'));
    expect(await screen.findByText(T.fileEmpty)).toBeVisible();
    expect(calls.some((call) => call.path === '/api/search')).toBe(false);
  });

  it('lists the buying libraries and searches the cards and copies of the one chosen', async () => {
    // Two libraries, the second chosen: a screen that searched the first (or every one) fails.
    const other = aLibrary({ name: 'Quiero Elfos', buying: true, selling: false, cardCount: 1 });
    const cards = [
      aLibraryCard({ cardName: 'Ragavan', quantity: 1 }),
      aLibraryCard({ cardName: 'Ragavan', quantity: 2, foil: true }),
    ];
    const { calls } = await member({
      'GET /api/library': { body: [other, wanted] },
      [`GET /api/library/buying/${other.internalId}/public`]: {
        body: { library: other, cards: [aLibraryCard({ cardName: 'Llanowar Elves' })] },
      },
      [`GET /api/library/buying/${wanted.internalId}/public`]: { body: { library: wanted, cards } },
      'POST /api/search': searchAnswer,
    });
    openAdvanced();
    const panel = await screen.findByRole('region', { name: T.buyingTitle });
    expect(await within(panel).findByText('Quiero Boros')).toBeVisible();
    expect(within(panel).getByText('Quiero Elfos')).toBeVisible();
    fireEvent.click(within(panel).getByRole('button', { name: 'Buscar con Quiero Boros' }));
    expect(await screen.findByText('Biblioteca: Quiero Boros')).toBeVisible();
    const searches = calls.filter((call) => call.path === '/api/search');
    expect(searches.map((call) => call.body)).toEqual([[{ name: 'Ragavan', quantity: 3 }]]);
    expect(calls.find((call) => call.path === '/api/library')?.url.search).toBe('?buying=true');
  });

  it('says when there is no buying library, with the way to create one', async () => {
    await member({ 'GET /api/library': { body: [] } });
    openAdvanced();
    expect(await screen.findByText(T.buyingNone)).toBeVisible();
    expect(screen.getByRole('link', { name: T.buyingCreate })).toHaveAttribute(
      'href',
      '/dashboard?tab=librarys-buying',
    );
  });

  it('shows a spinner while the libraries load, and a failure with a retry', async () => {
    await member({ 'GET /api/library': pendingReply });
    openAdvanced();
    expect(await screen.findByText(T.buyingLoading)).toBeVisible();
  });

  it('says why the libraries could not load, and offers to retry', async () => {
    await member({
      'GET /api/library': { status: 500, body: { code: 'GEN-500', message: 'Error interno.' } },
    });
    openAdvanced();
    expect(await screen.findByText('Error interno.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  });

  it('offers a visitor the file but not the buying libraries', async () => {
    clearSessionCookies();
    const { calls } = await renderSearchPage();
    openAdvanced();
    expect(await screen.findByLabelText(T.fileLabel)).toBeInTheDocument();
    expect(screen.queryByText(T.buyingTitle)).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/library')).toBe(false);
  });
});
