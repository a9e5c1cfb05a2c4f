import { type ReservationSide, routes } from '@mdc/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { reservationKeys } from '../../../lib/reservation-keys';

/** The buyer's side (my orders) or the seller's side (sales) of the user's reservations. */
export type { ReservationSide };

/**
 * GET /api/reservation?selling=true|false. Opening a screen asks it, and any authenticated call
 * slides the session forward (decision 003): the session refresh on opening
 * (docs/product/accounts-and-sessions.md#sessions).
 */
export const getReservations = (side: ReservationSide) =>
  callApi(routes.reservations.list, { query: { selling: side === 'seller' ? 'true' : 'false' } });

export const reservationsQueryOptions = (side: ReservationSide) =>
  queryOptions({ queryKey: reservationKeys.list(side), queryFn: () => getReservations(side) });

export const useReservations = (side: ReservationSide) => useQuery(reservationsQueryOptions(side));
