import { LIBRARY_TABLE_TEXTS as T, type Library } from '@mdc/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/** 'Confirmar acción' before deleting a library and its cards. */
export function DeleteLibraryDialog({
  library,
  busy,
  onConfirm,
  onClose,
}: {
  library: Library;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      question={T.deleteQuestion}
      busy={busy}
      busyLabel={T.deleting}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {T.deleteDetail(library.name)}
    </ConfirmDialog>
  );
}
