import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PartyActionsProvider, type PartyActionsProps } from '../../../components/party-actions';
import { renderPage } from '../../../testing/render-page';
import type { ReservationSide } from '../api/get-reservations';
import { aReservation, mockReservationApi } from '../testing/reservation-data';
import { SLOW_RENDER_MS } from '../testing/render-reservations';
import { ReservationsPanel } from './reservations-panel';

// What the app puts beside the other party's name (the reports feature's ⋮ menu), as text.
const showActions = ({ user, libraryId }: PartyActionsProps) => (
  <span data-testid="party-actions">{`${user} ${libraryId ?? 'sin biblioteca'}`}</span>
);

const renderSide = (side: ReservationSide) =>
  renderPage(
    <PartyActionsProvider value={showActions}>
      <ReservationsPanel side={side} />
    </PartyActionsProvider>,
    { url: '/dashboard' },
  );

describe("the other party's report and block actions", { timeout: SLOW_RENDER_MS }, () => {
  // The list names the other party either way: the seller to a buyer, the buyer to a seller.
  for (const side of ['buyer', 'seller'] as const) {
    it(`are beside the other party's name on each reservation (${side})`, async () => {
      mockReservationApi([
        aReservation({ cardName: 'Sol Ring', name: 'pedro' }),
        aReservation({ cardName: 'Opt', name: 'lucia_cartas', responded: true }),
      ]);
      renderSide(side);
      await screen.findByText('Sol Ring');
      expect(screen.getAllByTestId('party-actions').map((place) => place.textContent)).toEqual([
        'pedro sin biblioteca',
        'lucia_cartas sin biblioteca',
      ]);
    });
  }

  it('are not there for an erased account, which has no name', async () => {
    mockReservationApi([aReservation({ cardName: 'Sol Ring', name: null, email: null })]);
    renderSide('buyer');
    await screen.findByText('Sol Ring');
    expect(screen.queryByTestId('party-actions')).not.toBeInTheDocument();
  });
});
