import { COMMON_TEXTS } from '@mdc/shared';
import { Button } from '@mui/material';
import { styled } from '@mui/material/styles';
import { closeSnackbar, enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { flushWaitingMessages, SNACKBAR_MS } from '../lib/notifications';

// notistack's own colours put white text on light green, blue and orange (2.2–3.3:1): the
// palette's dark shades read at 4.5:1 or more, and a warning gets dark text.
const ReadableContent = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.dark },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.dark },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.dark },
  '&.notistack-MuiContent-warning': {
    backgroundColor: theme.palette.warning.light,
    color: theme.palette.text.primary,
  },
}));

const VARIANTS = {
  default: ReadableContent,
  success: ReadableContent,
  error: ReadableContent,
  info: ReadableContent,
  warning: ReadableContent,
};

/** The snack bar container, loaded with the first message (lib/notifications). */
export function SnackbarHost() {
  useEffect(() => flushWaitingMessages(enqueueSnackbar), []);
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={SNACKBAR_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      Components={VARIANTS}
      action={(key) => (
        <Button color="inherit" size="small" onClick={() => closeSnackbar(key)}>
          {COMMON_TEXTS.close}
        </Button>
      )}
    />
  );
}
