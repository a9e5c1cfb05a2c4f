import { COMMON_TEXTS as T } from '@mdc/shared';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId, type ReactNode } from 'react';

interface ConfirmDialogProps {
  /** Kept mounted with `open={false}` so that it can fade out. */
  open?: boolean;
  /** The question, e.g. '¿Está seguro de que desea eliminar?'. */
  question: string;
  /** What the action touches, under the question. */
  children?: ReactNode;
  busy: boolean;
  /** The confirm button's words while busy ('Eliminando...'); 'Confirmar' if not given. */
  busyLabel?: string;
  /** Why the last try failed; the dialog stays open so that the user can retry or cancel. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The spec's 'Confirmar acción' dialog (§2; 350 px wide, the screen less 32 px on a phone):
 * the question, Cancelar and Confirmar. While busy it cannot be closed.
 */
export function ConfirmDialog({
  open = true,
  question,
  children,
  busy,
  busyLabel = T.confirm,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 350, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id={titleId}>{T.confirmTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{question}</DialogContentText>
        {children && (
          <DialogContentText component="div" variant="body2" sx={{ mt: 1 }}>
            {children}
          </DialogContentText>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {T.cancel}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>
          {busy ? busyLabel : T.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
