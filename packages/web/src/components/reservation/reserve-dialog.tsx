import { RESERVATION_DIALOG_TEXTS as T } from '@mdc/shared';
import { Dialog, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useSession } from '../../lib/session';
import {
  ConfirmReservation,
  type ConfirmReservationProps,
  type ReservableCard,
} from './confirm-reservation';
import { LoginToReserve } from './login-to-reserve';

/**
 * The reservation confirmation dialog (docs/product/reservations.md#reserving): a guest is sent to
 * log in or register (and comes back to this page), a logged-in visitor confirms the selected
 * cards.
 */
export function ReserveDialog<Card extends ReservableCard>({
  onCancel,
  ...confirm
}: ConfirmReservationProps<Card>) {
  const { loggedIn } = useSession();
  const titleId = useId();
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{T.title}</DialogTitle>
      {loggedIn ? (
        <ConfirmReservation onCancel={onCancel} {...confirm} />
      ) : (
        <LoginToReserve onCancel={onCancel} />
      )}
    </Dialog>
  );
}
