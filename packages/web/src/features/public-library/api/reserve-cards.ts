import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { publicLibraryKeys } from './get-public-library';

/**
 * Reservation item sent (spec §3). The reservations issue owns the API and will move this
 * contract into packages/shared; a card of a sale library is reserved as a sale.
 */
export interface ReservationItem {
  cardId: string;
  transactionType: 'sale';
}

/** POST /api/reservation: reserves the cards for the logged-in user. */
export const reserveCards = (items: ReservationItem[]) =>
  apiFetch<unknown>('/reservation', { method: 'POST', body: items });

/** On success the library reloads, so the cards just reserved show 'Reservado'. */
export function useReserveCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardIds: string[]) =>
      reserveCards(cardIds.map((cardId) => ({ cardId, transactionType: 'sale' }))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicLibraryKeys.all }),
  });
}
