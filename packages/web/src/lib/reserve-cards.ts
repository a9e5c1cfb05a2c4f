import { type CreateReservationsInput, type Reservation, routes } from '@mdc/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from './api-client';
import { reservationKeys } from './reservation-keys';

/**
 * POST /api/reservation: reserves the cards for the logged-in user, all or none; given as
 * `{ cards, meetings }`, with the meetings proposed to some of their sellers.
 */
export const reserveCards = (input: CreateReservationsInput) =>
  callApi(routes.reservations.reserve, { body: input });

/**
 * The answer is the buyer's new reservations, built as the list builds them: they go to the top
 * of the buyer's list where it is loaded, with no second request. The sellers' sides are other
 * users' lists; nothing of this user's own sales changes.
 */
export function useReserveCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reserveCards,
    onSuccess: (reserved) =>
      queryClient.setQueryData<Reservation[]>(reservationKeys.list('buyer'), (list) => {
        if (!list) return list;
        const fresh = new Set(reserved.map((reservation) => reservation.reservationId));
        return [
          ...reserved,
          ...list.filter((reservation) => !fresh.has(reservation.reservationId)),
        ];
      }),
  });
}

/**
 * The card ids of a 409 `{code, message, unavailable}`: cards someone else reserved meanwhile,
 * or that left their library. Empty for any other failure.
 */
export function unavailableCardIds(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.status !== 409) return [];
  const { unavailable } = (error.body ?? {}) as { unavailable?: unknown };
  return Array.isArray(unavailable)
    ? unavailable.filter((id): id is string => typeof id === 'string')
    : [];
}
