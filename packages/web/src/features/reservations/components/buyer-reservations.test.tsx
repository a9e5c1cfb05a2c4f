// @vitest-environment jsdom
// jsdom, not happy-dom (vite.config.ts): on happy-dom the contact links of a reservation are not
// found (not traced further).
import {
  COMMON_TEXTS as C,
  LIBRARY_TABLE_TEXTS,
  REFERENCE_PRICE_TEXTS as P,
  RESERVATION_SCREEN_TEXTS as T,
} from '@mdc/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatReservationDate } from '../model/reservation-rows';
import { aReservation, mockReservationApi } from '../testing/reservation-data';
import {
  headers,
  renderReservations,
  rowOf,
  shownCards,
  SLOW_RENDER_MS,
} from '../testing/render-reservations';
import { wholeText } from '../../../testing/whole-text';

const search = () => screen.getByRole('searchbox', { name: T.search });
const NO_PRICES = {
  usd: 0,
  eur: 0,
  ck: 0,
  scg: 0,
  usd_foil: 0,
  eur_foil: 0,
  ck_foil: 0,
  scg_foil: 0,
};
const dialog = () => screen.getByRole('dialog', { name: C.confirmTitle });

beforeEach(() => localStorage.clear());

describe('Reservas Realizadas (buyer)', { timeout: SLOW_RENDER_MS }, () => {
  it("asks the buyer's list and shows the spec's columns, 'Nuevo' and the seller's contact", async () => {
    const fresh = aReservation({
      cardName: 'Sol Ring',
      name: 'vendedora',
      email: 'vende@example.com',
      phone: '3511112222',
      price: '12.5',
      buyerNew: true,
    });
    const { calls } = mockReservationApi([fresh, aReservation({ cardName: 'Ragavan' })]);
    renderReservations('buyer');
    expect(await screen.findByRole('progressbar', { name: T.loading })).toBeInTheDocument();
    const row = within(await screen.findByText('Sol Ring').then(() => rowOf('Sol Ring')));
    expect(calls.find((call) => call.path === '/api/reservation')?.url.search).toBe(
      '?selling=false',
    );
    expect(screen.getByRole('table')).toHaveAccessibleName(T.buyerTable);
    // The inherited columns, grouped to fit a dashboard panel.
    expect(headers()).toEqual([
      'Imagen',
      'Carta · Fecha',
      'Precio',
      'Vendedor · Teléfono · Email',
      'Cancelar',
    ]);
    expect(row.getByText(formatReservationDate(fresh.date))).toBeInTheDocument();
    expect(row.getByText(T.isNew)).toBeInTheDocument();
    expect(within(rowOf('Ragavan')).queryByText(T.isNew)).not.toBeInTheDocument();
    expect(row.getByText('vendedora')).toBeInTheDocument();
    expect(row.getByText('USD 12.50')).toBeInTheDocument();
    expect(row.getByRole('link', { name: '3511112222' })).toHaveAttribute(
      'href',
      'tel:+543511112222',
    );
    // Not written as a mobile (no 9, no 15): it may be a landline.
    expect(row.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    expect(row.getByRole('link', { name: 'vende@example.com' })).toHaveAttribute(
      'href',
      'mailto:vende@example.com',
    );
  });

  it('links a mobile written the Argentine way to WhatsApp (549 + area + number)', async () => {
    mockReservationApi([
      aReservation({ cardName: 'Sol Ring', name: 'vendedora', phone: '0351 15-555-1234' }),
    ]);
    renderReservations('buyer');
    const row = within(await screen.findByText('Sol Ring').then(() => rowOf('Sol Ring')));
    expect(row.getByRole('link', { name: '0351 15-555-1234' })).toHaveAttribute(
      'href',
      'tel:+5493515551234',
    );
    const whatsApp = row.getByRole('link', { name: /Escribir por WhatsApp a vendedora/ });
    expect(whatsApp).toHaveAttribute('href', 'https://wa.me/5493515551234');
    expect(whatsApp).toHaveTextContent('WhatsApp');
    expect(whatsApp).toHaveAttribute('target', '_blank');
  });

  it("shows 'Precio CK' for a 'ck' price, never 'ck', and looks the reference up", async () => {
    const goyf = aReservation({ cardName: 'Tarmogoyf', price: 'ck' });
    mockReservationApi(
      [goyf, aReservation({ cardName: 'Suelta', price: 'ck', referenceId: null })],
      {
        [`GET /api/library/reference/${goyf.referenceId}/price`]: {
          body: { ...NO_PRICES, ck: 4.1, lastUpdatedAtUtc: '2026-11-21T23:30:00Z' },
        },
      },
    );
    renderReservations('buyer');
    const row = within(await screen.findByText('Tarmogoyf').then(() => rowOf('Tarmogoyf')));
    expect(row.getByText(T.ckPrice)).toBeInTheDocument();
    expect(row.queryByText('ck')).not.toBeInTheDocument();
    fireEvent.click(row.getByRole('button', { name: P.viewPrice }));
    expect(await row.findByText(wholeText('USD 4.10 · CK · 21/11/26'))).toBeInTheDocument();
    // Nothing to ask without a catalog printing: a dash.
    const loose = within(rowOf('Suelta'));
    expect(loose.getByText(T.ckPrice)).toBeInTheDocument();
    expect(loose.getByText('—')).toBeInTheDocument();
    expect(loose.queryByRole('button', { name: P.viewPrice })).not.toBeInTheDocument();
  });

  it("shows the seller's record beside the name, every count in its title (issue 20)", async () => {
    const reputation = {
      deliveries: 23,
      purchases: 2,
      cancellations: 1,
      expirations: 0,
      memberSince: '2025-03',
    };
    mockReservationApi([aReservation({ cardName: 'Sol Ring', name: 'vendedora', reputation })]);
    renderReservations('buyer');
    const row = within(await screen.findByText('Sol Ring').then(() => rowOf('Sol Ring')));
    const line = row.getByText('23 entregas · desde 2025');
    expect(line).toHaveAttribute(
      'title',
      '23 entregas confirmadas · 2 compras recibidas · 1 reserva cancelada tras la respuesta · 0 reservas vencidas sin responder',
    );
  });

  it('says why a cancelled reservation has no contact any more (issue 20)', async () => {
    mockReservationApi([
      aReservation({
        cardName: 'Sol Ring',
        name: 'vendedora',
        email: null,
        phone: null,
        disabled: true,
      }),
      aReservation({ cardName: 'Ragavan', name: 'otra', email: null, phone: null }),
    ]);
    renderReservations('buyer');
    const cancelled = within(await screen.findByText('Sol Ring').then(() => rowOf('Sol Ring')));
    expect(cancelled.getByText('vendedora')).toBeInTheDocument();
    expect(cancelled.getByText(T.contactClosed)).toBeInTheDocument();
    expect(cancelled.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    // An erased account of a live reservation: dashes, not the closed-deal line.
    expect(within(rowOf('Ragavan')).queryByText(T.contactClosed)).not.toBeInTheDocument();
  });

  it('greys a sold or cancelled row by its background, never by fading its text', async () => {
    mockReservationApi([
      aReservation({ cardName: 'Sol Ring', disabled: true }),
      aReservation({ cardName: 'Ragavan' }),
    ]);
    renderReservations('buyer');
    await screen.findByRole('table');
    expect(rowOf('Sol Ring')).toHaveStyle({ backgroundColor: 'rgb(245, 245, 245)' });
    expect(getComputedStyle(rowOf('Sol Ring')).opacity).not.toBe('0.6');
    expect(rowOf('Ragavan')).not.toHaveStyle({ backgroundColor: 'rgb(245, 245, 245)' });
  });

  it('with no reservation: the empty message and a way to search', async () => {
    mockReservationApi([]);
    renderReservations('buyer');
    expect(await screen.findByRole('heading', { name: T.buyerEmpty })).toHaveTextContent(
      'No haz hecho reservas',
    );
    expect(screen.getByRole('link', { name: T.buyerEmptyHint })).toHaveAttribute('href', '/search');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("searches, shows sold rows with 'Vendido', and totals what is shown", async () => {
    mockReservationApi([
      aReservation({ cardName: 'Sol Ring', price: '2.00', name: 'Ana' }),
      aReservation({ cardName: 'Ragavan', price: '40.25', sold: true, name: 'Beto' }),
      aReservation({ cardName: 'Tarmogoyf', price: 'ck', email: 'goyf@example.com' }),
    ]);
    renderReservations('buyer');
    await screen.findByRole('table');
    expect(shownCards()).toEqual(['Sol Ring', 'Tarmogoyf']);
    expect(screen.getByText(wholeText('Total: USD 2.00'))).toBeInTheDocument();
    expect(screen.getByText(T.ckNotCounted(1))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Vendido' }));
    expect(shownCards()).toEqual(['Sol Ring', 'Ragavan', 'Tarmogoyf']);
    expect(screen.getByText(wholeText('Total: USD 42.25'))).toBeInTheDocument();
    expect(within(rowOf('Ragavan')).queryByRole('button', { name: /Cancelar/ })).toBeNull();
    expect(within(rowOf('Ragavan')).getByText('Vendido')).toBeInTheDocument();
    fireEvent.change(search(), { target: { value: '  BETO ' } });
    expect(shownCards()).toEqual(['Ragavan']);
    expect(screen.getByText(wholeText('Total: USD 40.25'))).toBeInTheDocument();
    fireEvent.change(search(), { target: { value: 'GOYF@' } });
    expect(shownCards()).toEqual(['Tarmogoyf']);
    expect(screen.getByText(wholeText('Total: USD 0.00'))).toBeInTheDocument();
    fireEvent.change(search(), { target: { value: 'nadie' } });
    expect(screen.getByText(T.noMatches)).toBeInTheDocument();
  });

  it('sorts by a column both ways and pages by 15, 30, 45 or 60', async () => {
    const many = Array.from({ length: 20 }, (_, index) =>
      aReservation({ cardName: `Carta ${String(index + 1).padStart(2, '0')}` }),
    );
    mockReservationApi(many);
    renderReservations('buyer');
    await screen.findByRole('table');
    fireEvent.click(screen.getByText('Carta', { selector: 'th *' }));
    expect(screen.getByText('Carta', { selector: 'th *' }).closest('th')).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(shownCards()).toHaveLength(15);
    expect(shownCards()[0]).toBe('Carta 01');
    expect(screen.getByText('1–15 de 20')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: LIBRARY_TABLE_TEXTS.nextPage }));
    expect(shownCards()).toEqual(['Carta 16', 'Carta 17', 'Carta 18', 'Carta 19', 'Carta 20']);
    fireEvent.click(screen.getByText('Carta', { selector: 'th *' }));
    expect(shownCards()[0]).toBe('Carta 05');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: LIBRARY_TABLE_TEXTS.rowsPerPage }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['15', '30', '45', '60']);
    fireEvent.click(screen.getByRole('option', { name: '30' }));
    expect(shownCards()).toHaveLength(20);
  });

  it('the tip closes for good under hideReservationSentMessage', async () => {
    mockReservationApi([aReservation()]);
    renderReservations('buyer');
    expect(await screen.findByText(T.buyerTip)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: T.closeTip }));
    expect(screen.queryByText(T.buyerTip)).not.toBeInTheDocument();
    expect(localStorage.getItem('hideReservationSentMessage')).toBe('true');
  });

  it("cancels after 'Confirmar acción', sends every flag and reloads the list", async () => {
    const row = aReservation({ cardName: 'Sol Ring', responded: true });
    const api = mockReservationApi([row]);
    renderReservations('buyer');
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: T.cancelOf('Sol Ring') }));
    expect(dialog()).toHaveTextContent(T.cancelQuestion);
    // The buttons name the action: 'Cancelar' would be ambiguous here.
    expect(
      within(dialog())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Volver', 'Cancelar reserva']);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.patches()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: T.cancelOf('Sol Ring') }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancelar reserva' }));
    expect(await screen.findByText(T.cancelledDone)).toBeInTheDocument();
    expect(api.patches()).toEqual([
      { reservationId: row.reservationId, responded: true, sold: false, disabled: true },
    ]);
    expect(
      api.calls.filter((call) => call.method === 'GET' && call.path === '/api/reservation'),
    ).toHaveLength(2);
    expect(await within(rowOf('Sol Ring')).findByText(T.cancelled)).toBeInTheDocument();
  });

  it("a refused cancel keeps the dialog with the server's Spanish message", async () => {
    mockReservationApi([aReservation({ cardName: 'Sol Ring' })], {
      'PATCH /api/reservation': {
        status: 409,
        body: { code: 'RES-002', message: 'La reserva ya fue vendida: no se puede cancelar.' },
      },
    });
    renderReservations('buyer');
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: T.cancelOf('Sol Ring') }));
    fireEvent.click(within(dialog()).getByRole('button', { name: T.cancelReservation }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'La reserva ya fue vendida: no se puede cancelar.',
    );
  });

  it('a failed load says why and retries; the thumbnail opens the image', async () => {
    let fail = true;
    mockReservationApi([], {
      'GET /api/reservation': () =>
        fail
          ? { status: 503, body: { code: 'GEN-503', message: 'Servicio no disponible.' } }
          : { body: [aReservation({ cardName: 'Sol Ring' })] },
    });
    renderReservations('buyer');
    expect(await screen.findByRole('alert')).toHaveTextContent('Servicio no disponible.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: T.retry }));
    fireEvent.click(await screen.findByRole('button', { name: T.viewImage('Sol Ring') }));
    expect(await screen.findByRole('dialog', { name: 'Sol Ring' })).toBeInTheDocument();
  });
});
