import { SEARCH_SCREEN_TEXTS as T } from '@mdc/shared';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aLibrary, aLibraryCard } from '../../../testing/library-data';
import type { ApiCall } from '../../../testing/mock-api';
import { clearSessionCookies } from '../../../testing/session-cookies';
import { aPublicResultCard } from '../testing/result-cards';
import { ones, renderSearchPage, searchBodies, searchButton } from '../testing/render-search';
import { scaled } from '../../../testing/time-factor';

const namesField = () => screen.getByLabelText(T.namesLabel);
const found = (count: number) =>
  screen.findByRole('heading', { name: `Cartas encontradas: ${count}` });

/** The public search answering every name with one card of it, one copy free. */
const answerEveryName = {
  'POST /api/search/public': ({ body }: ApiCall) => {
    const items = body as { name: string; quantity: number }[];
    return {
      body: {
        results: items.map(({ name }) => aPublicResultCard({ cardName: name })),
        wanted: items.map((item) => ({ ...item, available: 1 })),
        notFound: [],
        suggestions: [],
      },
    };
  },
};

describe('a search’s address', { timeout: scaled(30_000) }, () => {
  afterEach(() => clearSessionCookies());

  it('holds the names and copies searched; opened again, it searches them again', async () => {
    const first = await renderSearchPage(answerEveryName);
    fireEvent.paste(namesField(), {
      clipboardData: { getData: () => '4 Counterspell\nOpt' },
    });
    expect(await screen.findByRole('button', { name: '4 Counterspell' })).toBeInTheDocument();
    fireEvent.click(searchButton());
    expect(await found(2)).toBeVisible();
    const { search } = first.router.state.location;
    expect(new URLSearchParams(search).get('names')).toBe('4 Counterspell\nOpt');

    // A reload, or the link shared with a guest.
    cleanup();
    const again = await renderSearchPage(answerEveryName, `/search${search}`);
    expect(await found(2)).toBeVisible();
    expect(searchBodies(again.calls)).toEqual([
      [
        { name: 'Counterspell', quantity: 4 },
        { name: 'Opt', quantity: 1 },
      ],
    ]);
    expect(await screen.findByRole('button', { name: '4 Counterspell' })).toBeInTheDocument();
  });

  it('Back shows the start page again, Forward the results without searching again', async () => {
    const { router, calls } = await renderSearchPage(answerEveryName);
    fireEvent.change(namesField(), { target: { value: 'Opt' } });
    fireEvent.click(searchButton());
    expect(await found(1)).toBeVisible();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Búsquedas rápidas' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Opt' })).not.toBeInTheDocument();
    await act(() => router.navigate(1));
    expect(await found(1)).toBeVisible();
    expect(searchBodies(calls)).toHaveLength(1);
  });

  it('the start page’s address (the logo, Buscar in the top bar) leaves the results', async () => {
    const { router } = await renderSearchPage(answerEveryName, '/search?list=pauper');
    expect(await screen.findByText('Búsqueda rápida: Pauper')).toBeVisible();
    await act(() => router.navigate('/search'));
    expect(await screen.findByRole('heading', { name: 'Búsquedas rápidas' })).toBeVisible();
    expect(screen.queryByText('Búsqueda rápida: Pauper')).not.toBeInTheDocument();
  });
});

describe('a buying library’s address', { timeout: scaled(30_000) }, () => {
  it('searches its cards with their copies, and says so when it has none', async () => {
    const library = aLibrary({ name: 'Quiero Boros', buying: true });
    const path = `GET /api/library/buying/${library.internalId}/public`;
    const { calls } = await renderSearchPage(
      {
        ...answerEveryName,
        [path]: { body: { library, cards: [aLibraryCard({ cardName: 'Opt', quantity: 3 })] } },
      },
      `/search?library=${library.internalId}`,
    );
    expect(await screen.findByText(T.librarySearched('Quiero Boros'))).toBeVisible();
    expect(searchBodies(calls)).toEqual([[{ name: 'Opt', quantity: 3 }]]);

    cleanup();
    await renderSearchPage(
      { [path]: { body: { library, cards: [] } } },
      `/search?library=${library.internalId}`,
    );
    expect(await screen.findByText(T.buyingEmptyLibrary('Quiero Boros'))).toBeVisible();
  });
});

describe('the names field’s stumbles', { timeout: scaled(30_000) }, () => {
  it('a typo typed, not chosen, is replaced in the field by the close name chosen', async () => {
    const { calls } = await renderSearchPage({
      'POST /api/search/public': ({ body }: ApiCall) =>
        (body as { name: string }[])[0]!.name === 'Lightnig Bolt'
          ? {
              body: {
                results: [],
                wanted: [{ name: 'Lightnig Bolt', quantity: 1, available: 0 }],
                notFound: ['Lightnig Bolt'],
                suggestions: [{ name: 'Lightnig Bolt', closeNames: ['Lightning Bolt'] }],
              },
            }
          : answerEveryName['POST /api/search/public']({ body } as ApiCall),
    });
    fireEvent.change(namesField(), { target: { value: 'Lightnig Bolt' } });
    fireEvent.click(searchButton());
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Buscar Lightning Bolt en lugar de Lightnig Bolt',
      }),
    );
    expect(await screen.findByRole('article', { name: 'Lightning Bolt' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Lightning Bolt' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lightnig Bolt' })).not.toBeInTheDocument();
    expect(namesField()).toHaveValue('');
    // 'Buscar' again searches the right name.
    fireEvent.click(searchButton());
    await waitFor(() => expect(searchBodies(calls)).toHaveLength(3));
    expect(searchBodies(calls).at(-1)).toEqual(ones('Lightning Bolt'));
  });

  it('a list inserted without a paste event (a drop, a keyboard) becomes names', async () => {
    await renderSearchPage();
    const event = new InputEvent('beforeinput', {
      inputType: 'insertText',
      data: '4 Faerie Seer\n4 Spellstutter Sprite',
      cancelable: true,
    });
    act(() => void namesField().dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    expect(await screen.findByRole('button', { name: '4 Faerie Seer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '4 Spellstutter Sprite' })).toBeInTheDocument();
  });

  it('a list whose line breaks were lost on the way becomes names too', async () => {
    const { calls } = await renderSearchPage(answerEveryName);
    fireEvent.change(namesField(), {
      target: { value: '4 Faerie Seer 4 Spellstutter Sprite 2 Ponder' },
    });
    expect(
      await screen.findByRole('button', { name: '4 Spellstutter Sprite' }),
    ).toBeInTheDocument();
    fireEvent.click(searchButton());
    expect(await found(3)).toBeVisible();
    expect(searchBodies(calls)).toEqual([
      [
        { name: 'Faerie Seer', quantity: 4 },
        { name: 'Spellstutter Sprite', quantity: 4 },
        { name: 'Ponder', quantity: 2 },
      ],
    ]);
  });
});
