import { COMMON_TEXTS as T } from '@mdc/shared';
import { DialogContentText } from '@mui/material';
import type { ReactNode } from 'react';
import { DialogShell } from './dialog-shell';

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
  /** The buttons' words when they can name the action ('Volver' / 'Cancelar reserva'). */
  cancelLabel?: string;
  confirmLabel?: string;
  /** Red for what destroys (the default), the main colour for what completes. */
  confirmColor?: 'error' | 'primary';
  /** Why the last try failed; the dialog stays open so that the user can retry or cancel. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The 'Confirmar acción' dialog (docs/product/screens.md#dialogs-and-notifications; 350 px wide,
 * the screen less 32 px on a phone): the question, Cancelar and Confirmar, or words that name the
 * action where 'Cancelar' would be ambiguous (cancelling a reservation). While busy it cannot be
 * closed.
 */
export function ConfirmDialog({
  open = true,
  question,
  children,
  busy,
  busyLabel = T.confirm,
  cancelLabel = T.cancel,
  confirmLabel = T.confirm,
  confirmColor = 'error',
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <DialogShell
      open={open}
      title={T.confirmTitle}
      busy={busy}
      onClose={onClose}
      closeLabel={cancelLabel}
      confirm={{ label: busy ? busyLabel : confirmLabel, onClick: onConfirm, color: confirmColor }}
      error={error}
      paperSx={{ width: 350, maxWidth: 'calc(100% - 32px)', m: 2 }}
    >
      <DialogContentText>{question}</DialogContentText>
      {children && (
        <DialogContentText component="div" variant="body2" sx={{ mt: 1 }}>
          {children}
        </DialogContentText>
      )}
    </DialogShell>
  );
}
