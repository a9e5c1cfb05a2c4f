import { SEARCH_RESULTS_TEXTS as R, WANTED_TEXTS as T, type AddWantedCards } from '@mdc/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiCall } from '../../../testing/mock-api';
import { clearSessionCookies, setSessionCookies } from '../../../testing/session-cookies';
import { renderResults } from '../testing/render-results';
import { aResultCard, anonymousOutcome, memberOutcome } from '../testing/result-cards';

const BUSCO = {
  internalId: 'b1',
  name: 'Busco',
  selling: false,
  trading: false,
  buying: true,
  cardCount: 3,
};

const outcome = memberOutcome(
  [aResultCard({ cardName: 'Opt', quantity: 4 }), aResultCard({ cardName: 'Ponder' })],
  {
    title: 'Mazo de Ana',
    wanted: [
      { name: 'Opt', quantity: 4, available: 4 },
      { name: 'Black Lotus', quantity: 1, available: 0 },
      { name: 'Mox Pearl', quantity: 2, available: 0 },
      { name: 'Ponder', quantity: 3, available: 1 },
    ],
    notFound: ['Black Lotus', 'Mox Pearl'],
  },
);

const handlers = {
  'GET /api/library': { body: [BUSCO] },
  'POST /api/search/sellers': { body: [] },
  'POST /api/library/buying/wanted': (call: ApiCall) => {
    const body = call.body as AddWantedCards;
    const name = body.name ?? BUSCO.name;
    return {
      status: 201,
      body: { library: { ...BUSCO, name, alerts: true }, added: body.cards.length },
    };
  },
};

const posted = (calls: ApiCall[]) =>
  calls.filter((call) => call.path === '/api/library/buying/wanted').map((call) => call.body);

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: T.open }));
  return screen.findByRole('dialog', { name: T.title });
}

describe('Agregar las que faltan', () => {
  afterEach(() => clearSessionCookies());

  it('puts the checked names, with their copies, in a new buying library named after the search', async () => {
    setSessionCookies('ana@example.com');
    const { calls } = renderResults(outcome, handlers);
    const dialog = await openDialog();
    expect(within(dialog).getByLabelText(new RegExp(`^${T.newName}`))).toHaveValue(
      'Busco: Mazo de Ana',
    );
    // What the market cannot cover first (too few copies of Ponder too), then the rest.
    const labels = within(dialog)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
    expect(labels).toEqual(['Black Lotus', '2 Mox Pearl', '3 Ponder', '4 Opt']);
    for (const box of within(dialog).getAllByRole('checkbox')) expect(box).toBeChecked();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '4 Opt' }));
    fireEvent.click(within(dialog).getByRole('button', { name: T.confirm }));
    expect(await screen.findByText(T.done(3, 'Busco: Mazo de Ana'))).toBeInTheDocument();
    expect(posted(calls)).toEqual([
      {
        name: 'Busco: Mazo de Ana',
        cards: [
          { name: 'Black Lotus', quantity: 1 },
          { name: 'Mox Pearl', quantity: 2 },
          { name: 'Ponder', quantity: 3 },
        ],
        basicLands: false,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('or in one of the buyer’s buying libraries; nothing checked sends nothing', async () => {
    setSessionCookies('ana@example.com');
    const { calls } = renderResults(outcome, handlers);
    const dialog = await openDialog();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: T.library }));
    fireEvent.click(await screen.findByRole('option', { name: 'Busco' }));
    expect(within(dialog).queryByLabelText(new RegExp(`^${T.newName}`))).not.toBeInTheDocument();
    for (const box of within(dialog).getAllByRole('checkbox')) fireEvent.click(box);
    expect(within(dialog).getByRole('button', { name: T.confirm })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '4 Opt' }));
    fireEvent.click(within(dialog).getByRole('button', { name: T.confirm }));
    expect(await screen.findByText(T.done(1, 'Busco'))).toBeInTheDocument();
    expect(posted(calls)).toEqual([
      { libraryId: 'b1', cards: [{ name: 'Opt', quantity: 4 }], basicLands: false },
    ]);
  });

  it('leaves basic lands out unless "Incluir tierras básicas" is checked (issue 35)', async () => {
    setSessionCookies('ana@example.com');
    const deck = memberOutcome([aResultCard({ cardName: 'Opt', quantity: 4 })], {
      title: 'Mono U',
      wanted: [
        { name: 'Opt', quantity: 4, available: 4 },
        { name: 'Island', quantity: 12, available: 12 },
        { name: 'Snow-Covered Island', quantity: 2, available: 0 },
      ],
      notFound: [],
    });
    const { calls } = renderResults(deck, handlers);
    const dialog = await openDialog();
    const include = within(dialog).getByRole('checkbox', { name: T.basicLands });
    expect(include).not.toBeChecked();
    for (const land of ['12 Island', '2 Snow-Covered Island']) {
      const box = within(dialog).getByRole('checkbox', { name: land });
      expect(box).not.toBeChecked();
      expect(box).toBeDisabled();
    }
    fireEvent.click(within(dialog).getByRole('button', { name: T.confirm }));
    expect(await screen.findByText(T.done(1, 'Busco: Mono U'))).toBeInTheDocument();
    expect(posted(calls)).toEqual([
      { name: 'Busco: Mono U', cards: [{ name: 'Opt', quantity: 4 }], basicLands: false },
    ]);
  });

  it('sends the basic lands once "Incluir tierras básicas" is checked', async () => {
    setSessionCookies('ana@example.com');
    const { calls } = renderResults(
      memberOutcome([], {
        title: 'Tierras',
        wanted: [{ name: 'Island', quantity: 12, available: 0 }],
        notFound: [],
      }),
      handlers,
    );
    const dialog = await openDialog();
    expect(within(dialog).getByRole('button', { name: T.confirm })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: T.basicLands }));
    expect(within(dialog).getByRole('checkbox', { name: '12 Island' })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('button', { name: T.confirm }));
    expect(await screen.findByText(T.done(1, 'Busco: Tierras'))).toBeInTheDocument();
    expect(posted(calls)).toEqual([
      { name: 'Busco: Tierras', cards: [{ name: 'Island', quantity: 12 }], basicLands: true },
    ]);
  });

  it('shows no basic lands box when the search named none', async () => {
    setSessionCookies('ana@example.com');
    renderResults(outcome, handlers);
    const dialog = await openDialog();
    expect(within(dialog).queryByRole('checkbox', { name: T.basicLands })).toBeNull();
  });

  it('is not offered to a visitor', async () => {
    renderResults(anonymousOutcome([], { names: ['Black Lotus'], notFound: ['Black Lotus'] }));
    expect(await screen.findByRole('button', { name: R.notFound(1) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.open })).not.toBeInTheDocument();
  });
});
