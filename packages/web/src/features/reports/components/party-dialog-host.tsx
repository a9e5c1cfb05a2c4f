import { useEffect, useRef } from 'react';
import { useSession } from '../../../lib/session';
import { closePartyDialog, usePartyDialog } from '../model/party-dialog';
import { BlockDialog } from './block-dialog';
import { ReportDialog } from './report-dialog';

/**
 * The ⋮ menu's dialog, rendered once above the screens (app/party-actions-provider.tsx), so that
 * a layout change that swaps the menu's row for a card keeps it open with its text. On close,
 * focus goes back to the ⋮ that opened it, once the dialog's own focus trap has let go.
 */
export function PartyDialogHost() {
  const dialog = usePartyDialog();
  const { loggedIn } = useSession();
  const returnTo = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (dialog) {
      returnTo.current = dialog.opener;
      return;
    }
    if (returnTo.current?.isConnected) returnTo.current.focus();
    returnTo.current = null;
  }, [dialog]);
  // A session that ends takes its dialogs with it.
  useEffect(() => {
    if (!loggedIn) closePartyDialog();
  }, [loggedIn]);
  if (!dialog || !loggedIn) return null;
  const { which, user, libraryId, place } = dialog;
  return which === 'report' ? (
    <ReportDialog user={user} libraryId={libraryId} place={place} onClose={closePartyDialog} />
  ) : (
    <BlockDialog user={user} onClose={closePartyDialog} />
  );
}
