import type { ReservationSide } from '@mdc/shared';

/**
 * The query keys of the user's reservation lists (features/reservations reads them): here, below
 * every feature, so that reserving cards anywhere (lib/reserve-cards.ts) can mark them stale.
 */
export const reservationKeys = {
  all: ['reservations'] as const,
  list: (side: ReservationSide) => ['reservations', side] as const,
};
