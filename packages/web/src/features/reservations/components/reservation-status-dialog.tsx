import { RESERVATION_SCREEN_TEXTS as T } from '@mdc/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { useReservationActions } from '../hooks/use-reservation-actions';

/**
 * 'Confirmar acción' (350 px) before a delivery or a cancellation is sent. Its buttons name the
 * action: 'Cancelar'/'Confirmar' would ask to cancel a cancellation.
 */
export function ReservationStatusDialog({
  actions,
}: {
  actions: ReturnType<typeof useReservationActions>;
}) {
  const { asked } = actions;
  if (!asked) return null;
  const deliver = asked.change === 'deliver';
  return (
    <ConfirmDialog
      question={deliver ? T.deliveryQuestion : T.cancelQuestion}
      busy={actions.busy}
      busyLabel={deliver ? T.delivering : T.cancelling}
      cancelLabel={T.back}
      confirmLabel={deliver ? T.confirmDelivery : T.cancelReservation}
      confirmColor={deliver ? 'primary' : 'error'}
      error={actions.error}
      onConfirm={actions.confirm}
      onClose={actions.close}
    >
      {deliver ? T.deliveryDetail(asked.row.cardName) : T.cancelDetail(asked.row.cardName)}
    </ConfirmDialog>
  );
}
