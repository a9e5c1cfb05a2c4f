import { DECK_URL_MESSAGES, SEARCH_SCREEN_TEXTS as T } from '@mdc/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { heldReply, pendingReply } from '../../../testing/mock-api';
import { clearSessionCookies, setSessionCookies } from '../../../testing/session-cookies';
import { aPublicResultCard, aResultCard } from '../testing/result-cards';
import { ones, renderSearchPage, searchBodies, searchButton } from '../testing/render-search';
import { scaled } from '../../../testing/time-factor';

const namesField = () => screen.getByLabelText(T.namesLabel);
const deckField = () => screen.getByLabelText(T.deckLabel);
const found = (count: number) =>
  screen.findByRole('heading', { name: `Cartas encontradas: ${count}` });
/** The answer's `wanted`: one copy of each name, with the copies available. */
const wanted = (...names: [string, number][]) =>
  names.map(([name, available]) => ({ name, quantity: 1, available }));
const publicAnswer = {
  body: { results: [aPublicResultCard({ cardName: 'Sol Ring' })], notFound: [] },
};

describe('SearchPage', { timeout: scaled(30_000) }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => clearSessionCookies());

  it('shows a visitor the landing content: banners, intro, panel and quick lists', async () => {
    const { calls } = await renderSearchPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Buscar cartas');
    expect(
      screen.getByRole('region', { name: 'Llevá Mercado de Cartas en tu celular' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: T.registerTitle })).toBeVisible();
    expect(screen.getByText(T.introBody)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Búsquedas rápidas' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Buscar las cartas de / })).toHaveLength(4);
    expect(screen.queryByText(T.recommendedTitle)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/api/search'))).toEqual([]);
  });

  it('remembers that the registration banner was closed', async () => {
    await renderSearchPage();
    fireEvent.click(screen.getByRole('button', { name: T.registerDismiss }));
    expect(screen.queryByRole('heading', { name: T.registerTitle })).not.toBeInTheDocument();
    expect(localStorage.getItem('bannerDismissed')).toBe('true');
  });

  it('searches a visitor’s typed name publicly and shows the results instead of the landing', async () => {
    const reply = heldReply();
    const { calls } = await renderSearchPage({ 'POST /api/search/public': reply.handler });
    fireEvent.change(namesField(), { target: { value: 'Sol Ring' } });
    fireEvent.click(searchButton());
    expect(await screen.findByRole('button', { name: T.searching })).toBeInTheDocument();
    fireEvent.click(searchButton());
    reply.give(publicAnswer);
    expect(await found(1)).toBeVisible();
    expect(searchBodies(calls)).toEqual([ones('Sol Ring')]);
    expect(screen.queryByRole('heading', { name: 'Búsquedas rápidas' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.search })).toBeEnabled();
  });

  it('searches a member’s pasted list with its copies, with the member call', async () => {
    setSessionCookies('ana@example.com');
    const { calls } = await renderSearchPage({
      'GET /api/search/recommended': { body: [] },
      'POST /api/search': { body: { results: [aResultCard(), aResultCard()], notFound: [] } },
    });
    fireEvent.paste(namesField(), {
      clipboardData: {
        getData: () => '4 Lightning Bolt\n1 Sol Ring (C21) 263 *F*\nSIDEBOARD:\n2 Opt',
      },
    });
    expect(await screen.findByRole('button', { name: '4 Lightning Bolt' })).toBeInTheDocument();
    fireEvent.click(searchButton());
    expect(await found(2)).toBeVisible();
    expect(searchBodies(calls, '/api/search')).toEqual([
      [
        { name: 'Lightning Bolt', quantity: 4 },
        { name: 'Sol Ring', quantity: 1 },
      ],
    ]);
  });

  it('shows a failed search’s message and keeps what was typed, now a name', async () => {
    await renderSearchPage({
      'POST /api/search/public': {
        status: 400,
        body: {
          code: 'GEN-400',
          message: 'Cada nombre de carta puede tener hasta 200 caracteres.',
        },
      },
    });
    fireEvent.change(namesField(), { target: { value: 'Sol Ring' } });
    fireEvent.click(searchButton());
    expect(
      await screen.findByText('Cada nombre de carta puede tener hasta 200 caracteres.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sol Ring' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Cartas encontradas/ })).not.toBeInTheDocument();
  });

  it('asks for something to search when both fields are empty', async () => {
    const { calls } = await renderSearchPage();
    fireEvent.click(searchButton());
    expect(await screen.findByText(T.nothingToSearch)).toBeVisible();
    expect(screen.getByText(DECK_URL_MESSAGES.empty)).toBeVisible();
    expect(calls.filter((call) => call.path.startsWith('/api/search'))).toEqual([]);
  });

  it.each([
    ['https://moxfield.com/collection/abc', DECK_URL_MESSAGES.notDecksUrl],
    ['https://moxfield.com/decks/', DECK_URL_MESSAGES.noDeckId],
    [
      'https://moxfield.com/decks/abc1234',
      T.deckLabel &&
        'El identificador del deck parece incompleto (se esperan 22 caracteres, hay 7).',
    ],
    ['https://moxfield.com/decks/abc$%&', DECK_URL_MESSAGES.badFormat],
  ])('refuses the deck link %s with its message, keeping it', async (link, message) => {
    const { calls } = await renderSearchPage();
    fireEvent.change(deckField(), { target: { value: link } });
    fireEvent.click(searchButton());
    expect(await screen.findByText(message)).toBeVisible();
    expect(deckField()).toHaveValue(link);
    expect(calls.filter((call) => call.path.startsWith('/api/search'))).toEqual([]);
  });

  it('searches a valid deck link (it wins over names) and says which deck', async () => {
    const deck = { id: 'YwY3uz_CykKxnq3XBDpGFQ', name: 'Mono Red', names: ['Lightning Bolt'] };
    const { calls } = await renderSearchPage({
      'GET /api/search/moxfield/decks/YwY3uz_CykKxnq3XBDpGFQ/public': {
        body: { results: [aPublicResultCard()], notFound: [], deck },
      },
    });
    fireEvent.change(namesField(), { target: { value: 'Opt' } });
    fireEvent.change(deckField(), {
      target: { value: 'https://www.moxfield.com/decks/YwY3uz_CykKxnq3XBDpGFQ?tab=x' },
    });
    fireEvent.click(searchButton());
    expect(await found(1)).toBeVisible();
    expect(screen.getByText('Mazo: Mono Red')).toBeVisible();
    expect(calls.some((call) => call.path === '/api/search/public')).toBe(false);
  });

  it('shows the server’s deck failure under the deck field', async () => {
    await renderSearchPage({
      'GET /api/search/moxfield/decks/YwY3uz_CykKxnq3XBDpGFQ/public': {
        status: 404,
        body: { code: 'MOX-404', message: 'El mazo de Moxfield no existe o es privado.' },
      },
    });
    fireEvent.change(deckField(), { target: { value: 'YwY3uz_CykKxnq3XBDpGFQ' } });
    fireEvent.click(searchButton());
    const message = await screen.findByText('El mazo de Moxfield no existe o es privado.');
    expect(deckField()).toHaveAccessibleDescription('El mazo de Moxfield no existe o es privado.');
    expect(message).toBeVisible();
  });

  it('searches a quick list’s names when its card is clicked', async () => {
    const { calls } = await renderSearchPage({
      'POST /api/search/public': { body: { results: [], notFound: [] } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar las cartas de Commander' }));
    expect(await found(0)).toBeVisible();
    expect(screen.getByText('Búsqueda rápida: Commander')).toBeVisible();
    const [body] = searchBodies(calls) as { name: string; quantity: number }[][];
    expect(body).toHaveLength(249);
    expect(body!.slice(0, 2)).toEqual(ones('Sol Ring', 'Command Tower'));
  });

  it('searches again with a close name chosen for a typo, and puts it in the typo’s place', async () => {
    const { calls } = await renderSearchPage({
      'POST /api/search/public': ({ body }) =>
        (body as { name: string }[]).some((item) => item.name === 'Lightning Bolt')
          ? {
              body: {
                results: [aPublicResultCard({ cardName: 'Lightning Bolt' })],
                wanted: wanted(['Opt', 0], ['Lightning Bolt', 1]),
                notFound: ['Opt'],
              },
            }
          : {
              body: {
                results: [aPublicResultCard({ cardName: 'Opt' })],
                wanted: wanted(['Opt', 1], ['Lightnig Bolt', 0]),
                notFound: ['Lightnig Bolt'],
                suggestions: [{ name: 'Lightnig Bolt', closeNames: ['Lightning Bolt'] }],
              },
            },
    });
    fireEvent.paste(namesField(), { clipboardData: { getData: () => 'Opt\nLightnig Bolt' } });
    expect(await screen.findByRole('button', { name: 'Lightnig Bolt' })).toBeInTheDocument();
    fireEvent.click(searchButton());
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Buscar Lightning Bolt en lugar de Lightnig Bolt',
      }),
    );
    expect(await screen.findByRole('article', { name: 'Lightning Bolt' })).toBeVisible();
    const searched = calls.filter((call) => call.path === '/api/search/public');
    expect(searched.map((call) => call.body)).toEqual([
      ones('Opt', 'Lightnig Bolt'),
      ones('Opt', 'Lightning Bolt'),
    ]);
    // The panel's chip follows: 'Buscar' again searches the right name.
    expect(screen.getByRole('button', { name: 'Lightning Bolt' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lightnig Bolt' })).not.toBeInTheDocument();
  });

  it('keeps the spinner while a search runs', async () => {
    await renderSearchPage({ 'POST /api/search/public': pendingReply });
    fireEvent.change(namesField(), { target: { value: 'Opt' } });
    fireEvent.click(searchButton());
    await waitFor(() => expect(searchButton()).toHaveTextContent(T.searching));
    expect(screen.getAllByRole('progressbar').length).toBeGreaterThan(0);
  });
});
