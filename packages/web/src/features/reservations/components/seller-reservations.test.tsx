import {
  CATALOG_MESSAGES,
  COMMON_TEXTS as C,
  REFERENCE_PRICE_TEXTS as P,
  RESERVATION_SCREEN_TEXTS as T,
} from '@mdc/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aReservation, mockReservationApi } from '../testing/reservation-data';
import { headers, renderReservations, rowOf, SLOW_RENDER_MS } from '../testing/render-reservations';
import { wholeText } from '../../../testing/whole-text';

const dialog = () => screen.getByRole('dialog', { name: C.confirmTitle });
const PRICES = {
  usd: 3,
  eur: 2,
  ck: 4.1,
  scg: 0,
  usd_foil: 9,
  eur_foil: 0,
  ck_foil: 0,
  scg_foil: 0,
};
const priceRoute = (referenceId: string | null) =>
  `GET /api/library/reference/${referenceId}/price`;
const priceButton = (card: string) =>
  within(rowOf(card)).getByRole('button', { name: P.viewPrice });
/** Why a price button is disabled: its wrapper's tooltip, also its label. */
const reason = (card: string) => priceButton(card).parentElement?.getAttribute('aria-label');

/**
 * Lets the mocked price call answer while setTimeout is faked (findBy would wait on a faked
 * timer): a few real turns of the event loop.
 */
async function settle() {
  for (let turn = 0; turn < 10; turn += 1) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('Reservas Recibidas (seller)', { timeout: SLOW_RENDER_MS }, () => {
  it("asks the seller's list; columns, status, 'Nuevo' from sellerNew and the tip", async () => {
    const { calls } = mockReservationApi([
      aReservation({ cardName: 'Sol Ring', sellerNew: true, buyerNew: false, name: 'compradora' }),
      aReservation({ cardName: 'Ragavan', sold: true, buyerNew: true }),
    ]);
    renderReservations('seller');
    await screen.findByRole('table', { name: T.sellerTable });
    expect(calls.find((call) => call.path === '/api/reservation')?.url.search).toBe(
      '?selling=true',
    );
    // The inherited columns, grouped to fit a dashboard panel.
    expect(headers()).toEqual([
      'Imagen',
      'Carta · Fecha',
      'Precio · Precio de referencia',
      'Nombre · Email · Teléfono',
      'Estado · Acción · Cancelar',
    ]);
    const row = within(rowOf('Sol Ring'));
    expect(row.getByText(T.isNew)).toBeInTheDocument();
    expect(row.getByText('Pendiente')).toBeInTheDocument();
    expect(row.getByText('compradora')).toBeInTheDocument();
    expect(screen.getByText(T.sellerTip)).toHaveTextContent(
      'Confirmar entrega: Finaliza la transacción (la carta se descontará de tu biblioteca).',
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Vendido' }));
    const sold = within(rowOf('Ragavan'));
    expect(sold.getByText('Vendido')).toBeInTheDocument();
    expect(sold.queryByRole('button', { name: T.cancelOf('Ragavan') })).toBeNull();
    expect(sold.queryByText(T.isNew)).not.toBeInTheDocument();
    expect(sold.queryByRole('button', { name: T.confirmDeliveryOf('Ragavan') })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: T.closeTip }));
    expect(localStorage.getItem('hideReservationRecivedMessage')).toBe('true');
  });

  it('with no reservation: the empty message and the way to the libraries', async () => {
    mockReservationApi([]);
    renderReservations('seller');
    expect(await screen.findByRole('heading', { name: 'No tienes reservas' })).toBeVisible();
    expect(screen.getByRole('link', { name: T.sellerEmptyHint })).toHaveAttribute(
      'href',
      '/dashboard?tab=librarys',
    );
  });

  it("confirms a delivery after 'Confirmar acción'; the sold row hides until 'Vendido'", async () => {
    const row = aReservation({ cardName: 'Sol Ring', price: '5.00' });
    const api = mockReservationApi([row, aReservation({ cardName: 'Ragavan', price: '1.00' })]);
    renderReservations('seller');
    await screen.findByRole('table');
    expect(screen.getByText(wholeText('Total: USD 6.00'))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: T.confirmDeliveryOf('Sol Ring') }));
    expect(dialog()).toHaveTextContent(T.deliveryQuestion);
    expect(dialog()).toHaveTextContent(T.deliveryDetail('Sol Ring'));
    expect(
      within(dialog())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Volver', 'Confirmar entrega']);
    fireEvent.click(within(dialog()).getByRole('button', { name: T.confirmDelivery }));
    expect(await screen.findByText(T.delivered)).toBeInTheDocument();
    expect(api.patches()).toEqual([
      { reservationId: row.reservationId, responded: false, sold: true, disabled: false },
    ]);
    expect(await screen.findByText(wholeText('Total: USD 1.00'))).toBeInTheDocument();
    expect(screen.queryByText('Sol Ring')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Vendido' }));
    expect(within(rowOf('Sol Ring')).getByText('Vendido')).toBeInTheDocument();
    expect(screen.getByText(wholeText('Total: USD 6.00'))).toBeInTheDocument();
  });

  it("'Ver precio' → 'Consultando…' → the price; a 2500 ms lock on all, 10 s on the row", async () => {
    const goyf = aReservation({ cardName: 'Tarmogoyf', price: 'ck' });
    const ring = aReservation({ cardName: 'Sol Ring' });
    const api = mockReservationApi([goyf, ring], {
      [priceRoute(goyf.referenceId)]: {
        body: { ...PRICES, lastUpdatedAtUtc: '2026-11-21T23:30:00Z' },
      },
      [priceRoute(ring.referenceId)]: { body: { ...PRICES, ck: 0 } },
    });
    renderReservations('seller');
    await screen.findByRole('table');
    expect(screen.getByText(T.ckNotCounted(1))).toBeInTheDocument();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(priceButton('Tarmogoyf'));
    expect(within(rowOf('Tarmogoyf')).getByRole('button', { name: P.lookingUp })).toBeDisabled();
    expect(priceButton('Sol Ring')).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(0));
    await settle();
    expect(
      within(rowOf('Tarmogoyf')).getByText(wholeText('USD 4.10 · CK · 21/11/26')),
    ).toBeInTheDocument();
    expect(priceButton('Sol Ring')).toBeDisabled();
    expect(reason('Sol Ring')).toBe(P.lockedTooltip);
    expect(reason('Tarmogoyf')).toBe(P.cooldownTooltip);
    await act(() => vi.advanceTimersByTimeAsync(2499));
    expect(priceButton('Sol Ring')).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(priceButton('Sol Ring')).toBeEnabled();
    expect(priceButton('Tarmogoyf')).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(7500));
    expect(priceButton('Tarmogoyf')).toBeEnabled();
    fireEvent.click(priceButton('Sol Ring'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    await settle();
    expect(within(rowOf('Sol Ring')).getByText(P.notFoundReservation)).toHaveTextContent(
      'No se encontró precio para la carta indicada',
    );
    expect(api.calls.filter((call) => call.path.endsWith('/price'))).toHaveLength(2);
  });

  it("shows PRI-001's message; a row without referenceId says so and asks nothing", async () => {
    const goyf = aReservation({ cardName: 'Tarmogoyf', foil: true });
    mockReservationApi([goyf, aReservation({ cardName: 'Suelta', referenceId: null })], {
      [priceRoute(goyf.referenceId)]: {
        status: 404,
        body: { code: 'PRI-001', message: CATALOG_MESSAGES.priceNotFound },
      },
    });
    renderReservations('seller');
    await screen.findByRole('table');
    expect(priceButton('Suelta')).toBeDisabled();
    expect(reason('Suelta')).toBe('Sin referenceId');
    fireEvent.click(priceButton('Tarmogoyf'));
    expect(
      await within(rowOf('Tarmogoyf')).findByText(CATALOG_MESSAGES.priceNotFound),
    ).toBeInTheDocument();
  });
});
