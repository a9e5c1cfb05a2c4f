import { LIBRARY_TABLE_TEXTS as T, type Library } from '@mdc/shared';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId } from 'react';

interface DeleteLibraryDialogProps {
  library: Library;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Confirmar acción' (spec §9: 350 px wide) before deleting a library and its cards. */
export function DeleteLibraryDialog({
  library,
  busy,
  onConfirm,
  onClose,
}: DeleteLibraryDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 350, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id={titleId}>{T.deleteTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{T.deleteQuestion}</DialogContentText>
        <DialogContentText variant="body2" sx={{ mt: 1 }}>
          {T.deleteDetail(library.name)}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {T.cancel}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>
          {busy ? T.deleting : T.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
