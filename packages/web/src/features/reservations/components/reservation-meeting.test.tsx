// @vitest-environment jsdom
// jsdom, as the other reservation screens' tests (buyer-reservations.test.tsx).
import {
  argentinaDay,
  meetingDayOptions,
  meetingDayText,
  type Reservation,
  type ReservationMeeting,
  type SellerPlace,
} from '@mdc/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aReservation, mockReservationApi } from '../testing/reservation-data';
import { renderReservations, SLOW_RENDER_MS } from '../testing/render-reservations';

const MEETING: ReservationMeeting = {
  meetingId: '0f0f0f0f-0000-4000-8000-000000000001',
  placeId: '0f0f0f0f-0000-4000-8000-000000000002',
  kind: 'public',
  name: 'Estación Retiro, hall central',
  details: 'Junto a la boletería',
  hours: 'sábados 15 a 19',
  regionName: 'CABA',
  cityName: 'Retiro',
  day: '2026-12-05',
  time: '15:00',
  proposedBy: 'seller',
  agreed: false,
  mine: false,
};
const LINE =
  'Encuentro: sábado 5 de diciembre, 15:00, Estación Retiro, hall central (Retiro, CABA)';

const RETIRO: SellerPlace = {
  placeId: MEETING.placeId,
  kind: 'public',
  name: 'Estación Retiro, hall central',
  regionId: '02',
  cityId: '02007',
  region: 'CABA',
  city: 'Retiro',
  details: '',
  hours: 'sábados 15 a 19',
  days: [6],
};
const STORE: SellerPlace = {
  ...RETIRO,
  placeId: '0f0f0f0f-0000-4000-8000-000000000003',
  kind: 'store',
  name: 'Magic Lair',
  hours: '',
  days: [],
};

/** The card of a reservation on screen (its meeting's line and buttons inside). */
const itemOf = async (cardName: string) => {
  const name = await screen.findAllByText(cardName);
  return within(name[0]!.closest('tr, li') as HTMLElement);
};

beforeEach(() => localStorage.clear());

describe('a reservation’s meeting on the screens', { timeout: SLOW_RENDER_MS }, () => {
  it('shows the other party’s proposal with Aceptar; accepted, it reads Acordado', async () => {
    const row = aReservation({ cardName: 'Sol Ring', name: 'vendedora', meeting: MEETING });
    const api = mockReservationApi([row], {
      'POST /api/reservation/meeting/accept': () => {
        const agreed = { ...MEETING, agreed: true };
        rows = rows.map((r) => ({ ...r, meeting: agreed }));
        return { body: agreed };
      },
      'GET /api/reservation': () => ({ body: rows }),
    });
    let rows: Reservation[] = [row];
    renderReservations('buyer');
    const item = await itemOf('Sol Ring');
    expect(item.getByText(LINE)).toBeInTheDocument();
    expect(item.getByText('Propuesto por vendedora')).toBeInTheDocument();
    expect(item.getByRole('button', { name: 'Proponer otro' })).toBeInTheDocument();
    fireEvent.click(item.getByRole('button', { name: 'Aceptar' }));
    expect(await item.findByText('Acordado')).toBeInTheDocument();
    expect(item.queryByRole('button', { name: 'Aceptar' })).toBeNull();
    expect(api.calls.find((call) => call.path === '/api/reservation/meeting/accept')?.body).toEqual(
      { meetingId: MEETING.meetingId },
    );
  });

  it('says a proposal of the reader’s own waits, and offers nothing on a cancelled reservation', async () => {
    mockReservationApi([
      aReservation({ cardName: 'Opt', meeting: { ...MEETING, mine: true, proposedBy: 'buyer' } }),
      aReservation({ cardName: 'Ponder', disabled: true, meeting: MEETING }),
    ]);
    renderReservations('seller');
    const mine = await itemOf('Opt');
    expect(mine.getByText('Propuesto por vos — esperando respuesta')).toBeInTheDocument();
    expect(mine.queryByRole('button', { name: 'Aceptar' })).toBeNull();
    const closed = await itemOf('Ponder');
    expect(closed.getByText(LINE)).toBeInTheDocument();
    for (const name of ['Aceptar', 'Proponer otro', 'Proponer encuentro']) {
      expect(closed.queryByRole('button', { name })).toBeNull();
    }
  });

  it('proposes a meeting for a reservation without one: a place of the seller’s and a day', async () => {
    const row = aReservation({ cardName: 'Duress' });
    const api = mockReservationApi([row], {
      'GET /api/reservation/meeting/places': { body: [RETIRO, STORE] },
      'POST /api/reservation/meeting': { body: { ...MEETING, mine: true } },
    });
    renderReservations('buyer');
    const item = await itemOf('Duress');
    fireEvent.click(item.getByRole('button', { name: 'Proponer encuentro' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Proponer un encuentro' }));
    const send = dialog.getByRole('button', { name: 'Proponer' });
    expect(send).toBeDisabled();
    fireEvent.mouseDown(await dialog.findByRole('combobox', { name: 'Lugar' }));
    fireEvent.click(screen.getByRole('option', { name: /^Magic Lair/ }));
    // A place that lists no days takes any of the next 30.
    const days = meetingDayOptions([], argentinaDay(new Date()));
    expect(days).toHaveLength(31);
    fireEvent.mouseDown(dialog.getByRole('combobox', { name: 'Día' }));
    fireEvent.click(screen.getByRole('option', { name: meetingDayText(days[2]!) }));
    fireEvent.click(send);
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/api/reservation/meeting')?.body).toEqual({
        reservationId: row.reservationId,
        placeId: STORE.placeId,
        day: days[2],
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
