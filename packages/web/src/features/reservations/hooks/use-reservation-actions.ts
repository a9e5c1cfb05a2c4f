import { RESERVATION_SCREEN_TEXTS as T, type Reservation } from '@mdc/shared';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notifications';
import { useUpdateReservation } from '../api/update-reservation';

/** Confirm delivery (the seller: sold) or cancel (either party: disabled). */
export type StatusChange = 'deliver' | 'cancel';

/**
 * The change waiting for the 'Confirmar acción' dialog and its PATCH. The payload carries every
 * flag as it should stand (docs/product/reservations.md#status-changes). A failure keeps the dialog
 * open with the server's Spanish message; either way the list reloads (a 409 means the row changed
 * meanwhile).
 */
export function useReservationActions() {
  const update = useUpdateReservation();
  const [asked, setAsked] = useState<{ row: Reservation; change: StatusChange } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setAsked(null);
    setError(null);
  };
  const confirm = () => {
    if (!asked) return;
    const { row, change } = asked;
    setError(null);
    update.mutate(
      {
        reservationId: row.reservationId,
        responded: row.responded,
        sold: change === 'deliver' || row.sold,
        disabled: change === 'cancel' || row.disabled,
      },
      {
        onSuccess: () => {
          notifySuccess(change === 'deliver' ? T.delivered : T.cancelledDone);
          close();
        },
        onError: (failure) =>
          setError(errorMessage(failure, change === 'deliver' ? T.deliveryFailed : T.cancelFailed)),
      },
    );
  };

  return {
    asked,
    ask: (row: Reservation, change: StatusChange) => setAsked({ row, change }),
    confirm,
    close,
    busy: update.isPending,
    error,
  };
}
