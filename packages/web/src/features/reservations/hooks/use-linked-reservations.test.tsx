import { RESERVATION_SCREEN_TEXTS as T } from '@mdc/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aReservation, mockReservationApi } from '../testing/reservation-data';
import {
  renderReservations,
  rowOf,
  shownCards,
  SLOW_RENDER_MS,
} from '../testing/render-reservations';
import { scaled } from '../../../testing/time-factor';

// Each test puts a spy on scrollIntoView, and it goes after.
const scrolled = vi.fn();
beforeEach(() => {
  scrolled.mockClear();
  Element.prototype.scrollIntoView = scrolled;
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

/** 20 pending reservations of November, newest first 'Carta 20' … 'Carta 01'. */
const november = () =>
  Array.from({ length: 20 }, (_, index) =>
    aReservation({
      cardName: `Carta ${String(index + 1).padStart(2, '0')}`,
      date: new Date(Date.UTC(2026, 10, index + 1)).toISOString(),
    }),
  );

describe("a mail's link to reservations (?reservation=<id>)", { timeout: SLOW_RENDER_MS }, () => {
  it("shows the linked one: 'Vendido' on if it is sold, its page, framed and scrolled to", async () => {
    const linked = aReservation({ cardName: 'Vendida', sold: true, date: '2026-10-01T10:00:00Z' });
    mockReservationApi([...november(), linked]);
    renderReservations('seller', `/dashboard?tab=sales&reservation=${linked.reservationId}`);
    // The first table of a cold worker takes seconds to style.
    expect(await screen.findByText('Vendida', {}, { timeout: scaled(10_000) })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: T.showSold })).toBeChecked();
    expect(screen.getByText('16–21 de 21')).toBeInTheDocument();
    expect(shownCards()).toContain('Vendida');
    expect(rowOf('Vendida')).toHaveAttribute('aria-current', 'true');
    expect(rowOf('Carta 01')).not.toHaveAttribute('aria-current');
    // The scroll is an effect after the row's render: it may come just after the row shows.
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    expect(scrolled.mock.contexts[0]).toBe(rowOf('Vendida'));
  });

  it('without a link nothing is framed, scrolled or shown beyond the first page', async () => {
    mockReservationApi([...november(), aReservation({ cardName: 'Vendida', sold: true })]);
    renderReservations('seller', '/dashboard?tab=sales');
    expect(await screen.findByText('Carta 20')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: T.showSold })).not.toBeChecked();
    expect(screen.getByText('1–15 de 20')).toBeInTheDocument();
    expect(document.querySelector('[aria-current]')).toBeNull();
    expect(scrolled).not.toHaveBeenCalled();
  });
});
