import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  type DialogProps,
  type SxProps,
  type Theme,
} from '@mui/material';
import { useId, type FormEvent, type ReactNode } from 'react';

/** The button that does the dialog's action; without `onClick` it submits the dialog's form. */
export interface DialogConfirm {
  label: string;
  onClick?: () => void;
  color?: 'error' | 'primary';
  /** Disabled for more than being busy (a required field still blank). */
  disabled?: boolean;
}

interface DialogShellProps {
  /** Kept mounted with `open={false}` so that it can fade out. */
  open?: boolean;
  title: ReactNode;
  titleSx?: SxProps<Theme>;
  /** While busy the dialog cannot be closed and its buttons are disabled. */
  busy?: boolean;
  onClose: () => void;
  closeLabel: string;
  confirm?: DialogConfirm;
  /** Makes the dialog's paper a form (title and buttons stay in view while the content scrolls). */
  onSubmit?: (event: FormEvent) => void;
  /** Why the last try failed, under the content; the dialog stays open to retry or cancel. */
  error?: string | null;
  size?: Pick<DialogProps, 'fullWidth' | 'fullScreen' | 'maxWidth'>;
  paperSx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * The frame of the app's dialogs (docs/product/screens.md#dialogs-and-notifications): a title that
 * names the dialog, the content, the failure if any, and the close and action buttons.
 */
export function DialogShell({
  open = true,
  title,
  titleSx,
  busy = false,
  onClose,
  closeLabel,
  confirm,
  onSubmit,
  error,
  size,
  paperSx,
  children,
}: DialogShellProps) {
  const titleId = useId();
  const form = onSubmit && { component: 'form' as const, onSubmit, noValidate: true };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      {...size}
      slotProps={{ paper: { ...form, sx: paperSx } }}
    >
      <DialogTitle id={titleId} sx={titleSx}>
        {title}
      </DialogTitle>
      <DialogContent>
        {children}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {closeLabel}
        </Button>
        {confirm && (
          <Button
            type={confirm.onClick ? 'button' : 'submit'}
            onClick={confirm.onClick}
            color={confirm.color}
            variant="contained"
            disabled={busy || confirm.disabled}
          >
            {confirm.label}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
