import { NOTIFICATION_MS } from '@mdc/shared';
import { Button } from '@mui/material';
import { closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';

/** Snack bars of the spec: 3500 ms with a 'Cerrar' action (toasts: 4000 ms). */
export const SNACKBAR_MS = NOTIFICATION_MS.snackbar;
export const TOAST_MS = NOTIFICATION_MS.toast;

export function SnackbarCloseAction({ snackbarKey }: { snackbarKey: SnackbarKey }) {
  return (
    <Button color="inherit" size="small" onClick={() => closeSnackbar(snackbarKey)}>
      Cerrar
    </Button>
  );
}

export function notifySuccess(message: string, autoHideDuration: number = SNACKBAR_MS): void {
  enqueueSnackbar(message, { variant: 'success', autoHideDuration });
}

export function notifyError(message: string, autoHideDuration: number = SNACKBAR_MS): void {
  enqueueSnackbar(message, { variant: 'error', autoHideDuration });
}
