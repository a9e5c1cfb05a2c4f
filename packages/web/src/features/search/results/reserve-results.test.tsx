import {
  argentinaDay,
  meetingDayOptions,
  meetingDayText,
  RESERVATION_DIALOG_TEXTS as R,
} from '@mdc/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectSentToLogin, reserveSelected } from '../../../testing/reservation-dialog';
import { clearSessionCookies, setSessionCookies } from '../../../testing/session-cookies';
import {
  aPublicResultCard,
  aResultCard,
  anonymousOutcome,
  aSellerPlace,
  aSellerRecord,
  memberOutcome,
} from '../testing/result-cards';
import { renderResults, sellerRecordsApi } from '../testing/render-results';
import { scaled } from '../../../testing/time-factor';

const opt = aResultCard({ cardName: 'Opt' });
const ring = aResultCard({ cardName: 'Sol Ring', transactionType: 'trade', ownerUser: 'bruno' });
const elves = aResultCard({ cardName: 'Llanowar Elves' });

const UNAVAILABLE = {
  code: 'RES-001',
  message: 'Algunas cartas ya no están disponibles. No se reservó ninguna: revisá la selección.',
};

describe('reserving search results', { timeout: scaled(30_000) }, () => {
  afterEach(() => {
    clearSessionCookies();
    localStorage.clear();
  });

  it('sends a guest to log in or register, remembering to come back to the search', async () => {
    const { pathname } = renderResults(anonymousOutcome([aPublicResultCard({ cardName: 'Opt' })]));
    const dialog = await reserveSelected('Opt');
    await expectSentToLogin(dialog, { reason: R.loginRequired, pathname, comeBackTo: '/search' });
  });

  it('confirms the cards with their prices and total, each with its transaction type, lands on my orders', async () => {
    setSessionCookies('ana@example.com');
    const { calls, router } = renderResults(memberOutcome([opt, ring, elves]), {
      'POST /api/reservation': { status: 201, body: [] },
    });
    const dialog = await reserveSelected('Opt', 'Sol Ring');
    expect(within(dialog).getByText('Has seleccionado 2 carta(s)')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Opt — USD 1.00', 'Sol Ring — USD 1.00']);
    // The total, as the library's dialog shows it.
    expect(within(dialog).getByText('Total: USD 2.00')).toBeInTheDocument();
    expect(within(dialog).getByText(R.confirmPrompt)).toBeInTheDocument();
    expect(within(dialog).getByText(R.contactNote)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/dashboard?tab=my-orders',
      ),
    );
    expect(calls.find((call) => call.path === '/api/reservation')?.body).toEqual([
      { cardId: opt.id, transactionType: 'sale' },
      { cardId: ring.id, transactionType: 'trade' },
    ]);
    expect(await screen.findByText(R.done(2))).toBeInTheDocument();
  });

  it('shows the 409 message with the cards no longer available and keeps the selection', async () => {
    setSessionCookies('ana@example.com');
    const { pathname } = renderResults(memberOutcome([opt, ring, elves]), {
      'POST /api/reservation': {
        status: 409,
        body: { ...UNAVAILABLE, unavailable: [ring.id, elves.id] },
      },
    });
    const dialog = await reserveSelected('Opt', 'Sol Ring', 'Llanowar Elves');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      `${UNAVAILABLE.message} Ya no disponibles: Sol Ring, Llanowar Elves`,
    );
    expect(pathname()).toBe('/search');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('3 cartas seleccionadas')).toBeInTheDocument();
  });

  it('offers an optional meeting with each seller who lists places, and sends it with the cards', async () => {
    setSessionCookies('ana@example.com');
    const retiro = aSellerPlace({ name: 'Estación Retiro' });
    const store = aSellerPlace({ kind: 'store', name: 'Tienda Dragón', days: [], hours: '' });
    const { calls } = renderResults(memberOutcome([opt, ring, elves]), {
      ...sellerRecordsApi([
        aSellerRecord('ana', { places: [retiro, store] }),
        aSellerRecord('bruno'),
      ]),
      'POST /api/reservation': { status: 201, body: [] },
    });
    const dialog = await reserveSelected('Opt', 'Sol Ring');
    // ana lists places; bruno none: one meeting to choose, 'A convenir' until chosen.
    const meeting = await within(dialog).findByRole('group', { name: 'Encuentro con ana' });
    expect(within(dialog).queryByRole('group', { name: 'Encuentro con bruno' })).toBeNull();
    fireEvent.mouseDown(within(meeting).getByRole('combobox', { name: 'Lugar' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([
      'A convenir',
      'Estación Retiro · Comuna 1 · sábados 15 a 19',
      'Tienda Dragón · Comuna 1',
    ]);
    fireEvent.click(screen.getByRole('option', { name: /^Estación Retiro/ }));
    // The next Saturdays of 30 days, the first chosen.
    const saturdays = meetingDayOptions([6], argentinaDay(new Date()));
    const day = within(meeting).getByRole('combobox', { name: 'Día' });
    expect(day).toHaveTextContent(meetingDayText(saturdays[0]!));
    fireEvent.mouseDown(day);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(
      saturdays.map(meetingDayText),
    );
    fireEvent.click(screen.getByRole('option', { name: meetingDayText(saturdays[1]!) }));
    fireEvent.change(within(meeting).getByLabelText('Hora (opcional)'), {
      target: { value: '15:30' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/reservation')?.body).toEqual({
        cards: [
          { cardId: opt.id, transactionType: 'sale' },
          { cardId: ring.id, transactionType: 'trade' },
        ],
        meetings: [{ seller: 'ana', placeId: retiro.placeId, day: saturdays[1], time: '15:30' }],
      }),
    );
  });
});
