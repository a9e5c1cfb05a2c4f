import { RESERVATION_DIALOG_TEXTS as T, SHELL_ROUTES } from '@mdc/shared';
import { Button, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { rememberRedirectAfterLogin } from '../../lib/redirect-after-login';

/** A guest cannot reserve: log in or register, then come back to this same page. */
export function LoginToReserve({ onCancel }: { onCancel: () => void }) {
  const location = useLocation();
  const comeBack = () => rememberRedirectAfterLogin(`${location.pathname}${location.search}`);
  return (
    <>
      <DialogContent>
        <DialogContentText>{T.loginRequired}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        <Button onClick={onCancel}>{T.cancel}</Button>
        <Button component={RouterLink} to={SHELL_ROUTES.register} onClick={comeBack}>
          {T.register}
        </Button>
        <Button
          component={RouterLink}
          to={SHELL_ROUTES.login}
          onClick={comeBack}
          variant="contained"
        >
          {T.login}
        </Button>
      </DialogActions>
    </>
  );
}
