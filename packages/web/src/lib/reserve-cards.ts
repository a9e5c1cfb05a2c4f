import type { ReservationItem } from '@mdc/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from './api-client';
import { reservationKeys } from './reservation-keys';

/** POST /api/reservation: reserves the cards for the logged-in user, all or none. */
export const reserveCards = (items: ReservationItem[]) =>
  apiFetch<unknown>('/reservation', { method: 'POST', body: items });

/** Reserving adds to the buyer's orders and to the sellers' sales: both lists reload. */
export function useReserveCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reserveCards,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
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
