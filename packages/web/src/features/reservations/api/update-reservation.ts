import { routes } from '@mdc/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { reservationKeys } from '../../../lib/reservation-keys';

/**
 * The status update payload (docs/product/reservations.md#status-changes): every flag as it should
 * stand.
 */
export interface ReservationStatus {
  reservationId: string;
  responded: boolean;
  sold: boolean;
  disabled: boolean;
}

/** PATCH /api/reservation: confirm delivery (sold) or cancel (disabled); answers the row. */
export const updateReservation = (status: ReservationStatus) =>
  callApi(routes.reservations.update, { body: status });

/** Each change reloads both lists (the list reloads after each action). */
export function useUpdateReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReservation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
  });
}
