import { PUBLIC_LIBRARY_TEXTS as T, type LibraryCard } from '@mdc/shared';
import { Dialog, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useSession } from '../../../lib/session';
import { ConfirmReservation } from './confirm-reservation';
import { LoginToReserve } from './login-to-reserve';

/**
 * The reservation confirmation dialog (spec §2): a guest is sent to log in or register, a
 * logged-in visitor confirms the selected cards. `onClose(true)` once the reservation is made.
 */
export function ReserveDialog({
  cards,
  onClose,
}: {
  cards: LibraryCard[];
  onClose: (reserved: boolean) => void;
}) {
  const { loggedIn } = useSession();
  const titleId = useId();
  return (
    <Dialog open onClose={() => onClose(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{T.dialogTitle}</DialogTitle>
      {loggedIn ? (
        <ConfirmReservation cards={cards} onClose={onClose} />
      ) : (
        <LoginToReserve onCancel={() => onClose(false)} />
      )}
    </Dialog>
  );
}
