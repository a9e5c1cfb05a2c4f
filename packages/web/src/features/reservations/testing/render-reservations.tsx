import { screen } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import type { ReservationSide } from '../api/get-reservations';
import { ReservationsPanel } from '../components/reservations-panel';

/** A cold test worker takes seconds to style the first MUI table (see the library tables). */
export const SLOW_RENDER_MS = 30_000;

/** The panel as the dashboard shows it; `url` may carry a mail's `&reservation=<id>`. */
export const renderReservations = (side: ReservationSide, url = '/dashboard') =>
  renderPage(<ReservationsPanel side={side} />, { url });

/** The table row of a card (its name heads the row). */
export const rowOf = (cardName: string) =>
  screen.getByText(cardName, { selector: 'th span' }).closest('tr')!;

/** The card names of the shown rows, in order. */
export const shownCards = () =>
  Array.from(
    document.querySelectorAll('tbody th[scope="row"] > span:first-child'),
    (cell) => cell.textContent,
  );

export const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);
