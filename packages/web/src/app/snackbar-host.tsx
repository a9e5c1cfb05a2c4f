import { Button } from '@mui/material';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { flushWaitingMessages, SNACKBAR_MS } from '../lib/notifications';

/** The snack bar container, loaded with the first message (lib/notifications). */
export function SnackbarHost() {
  useEffect(() => flushWaitingMessages(enqueueSnackbar), []);
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={SNACKBAR_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      action={(key) => (
        <Button color="inherit" size="small" onClick={() => closeSnackbar(key)}>
          Cerrar
        </Button>
      )}
    />
  );
}
