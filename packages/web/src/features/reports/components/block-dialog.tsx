import { BLOCK_TEXTS as T, INTERNAL_ERROR } from '@mdc/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notifications';
import { useBlockUser } from '../api/blocks';

/**
 * '¿Bloquear a …?' in the app's confirmation dialog, with what a block does. A refusal stays
 * in the dialog; a block closes it and the snack bar repeats the server's words.
 */
export function BlockDialog({ user, onClose }: { user: string; onClose: () => void }) {
  const block = useBlockUser();
  return (
    <ConfirmDialog
      question={T.confirmTitle(user)}
      busy={block.isPending}
      busyLabel={T.confirm}
      cancelLabel={T.cancel}
      confirmLabel={T.confirm}
      error={block.isError ? errorMessage(block.error, INTERNAL_ERROR.message) : null}
      onConfirm={() =>
        block.mutate(user, {
          onSuccess: ({ message }) => {
            notifySuccess(message);
            onClose();
          },
        })
      }
      onClose={onClose}
    >
      {T.confirmBody}
    </ConfirmDialog>
  );
}
