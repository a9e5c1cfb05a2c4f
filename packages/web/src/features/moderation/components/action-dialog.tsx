import {
  MODERATION_ACTIONS,
  MODERATION_REASON_MAX_LENGTH,
  MODERATION_TEXTS as T,
  type ModerationAction,
} from '@mdc/shared';
import { DialogContentText, TextField } from '@mui/material';
import { DialogShell } from '../../../components/dialog-shell';
import type { ActionDialogState, AskedAction } from '../hooks/use-action-dialog';
import { userName } from '../model/user-name';

/** What the action touches, for its question: the library's or place's name, or the user. */
function question({ report, action }: AskedAction): string {
  const subject =
    action === 'hideLibrary' || action === 'showLibrary'
      ? (report.library?.name ?? '')
      : action === 'removePlace' || action === 'restorePlace'
        ? (report.place?.name ?? '')
        : userName(report.reported.user);
  return T.questions[action](subject);
}

// Undoing a decision is no danger; hiding, suspending, removing and dismissing are.
const UNDOING: readonly ModerationAction[] = ['showLibrary', 'reinstate', 'restorePlace'];

/**
 * The action's confirmation: its name, what it touches and does, and the reason, required (it
 * goes to the report's history with the moderator's user and the time).
 */
export function ActionDialog({ dialog }: { dialog: ActionDialogState }) {
  const { asked } = dialog;
  if (!asked) return null;
  return (
    <DialogShell
      open={dialog.open}
      title={MODERATION_ACTIONS[asked.action]}
      busy={dialog.busy}
      onClose={dialog.close}
      closeLabel={T.cancel}
      confirm={{
        label: dialog.busy ? T.sending : T.confirm,
        onClick: dialog.confirm,
        color: UNDOING.includes(asked.action) ? 'primary' : 'error',
      }}
      error={dialog.error}
      paperSx={{ width: 480, maxWidth: 'calc(100% - 32px)', m: 2 }}
    >
      <DialogContentText sx={{ overflowWrap: 'break-word' }}>{question(asked)}</DialogContentText>
      <TextField
        label={T.reasonLabel}
        value={dialog.reason}
        onChange={(event) => dialog.setReason(event.target.value)}
        required
        multiline
        minRows={3}
        fullWidth
        autoFocus
        disabled={dialog.busy}
        error={dialog.reasonError !== null}
        helperText={dialog.reasonError ?? T.reasonHelp}
        slotProps={{ htmlInput: { maxLength: MODERATION_REASON_MAX_LENGTH } }}
        sx={{ mt: 2 }}
      />
    </DialogShell>
  );
}
