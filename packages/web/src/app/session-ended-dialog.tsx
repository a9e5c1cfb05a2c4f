import { MODERATION_MESSAGES as T } from '@mdc/shared';
import { DialogContentText } from '@mui/material';
import { DialogShell } from '../components/dialog-shell';
import { dismissSessionEndNotice } from '../lib/session-end-notice';

/**
 * Tells a member whose session the server ended why it did (SEC-006: the account was suspended),
 * over whatever page he lands on, until he dismisses it (docs/product/accounts-and-sessions.md#sessions).
 */
export function SessionEndedDialog({ message }: { message: string }) {
  return (
    <DialogShell
      title={T.sessionSuspendedTitle}
      onClose={dismissSessionEndNotice}
      closeLabel={T.sessionSuspendedClose}
    >
      <DialogContentText>{message}</DialogContentText>
    </DialogShell>
  );
}
