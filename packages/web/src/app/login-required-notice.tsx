import { LOGIN_REQUIRED_TEXTS as T, SHELL_LABELS, SHELL_ROUTES } from '@mdc/shared';
import { Alert, AlertTitle, Button, Container, Stack } from '@mui/material';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';

/**
 * Tells a guest who followed a link to a member's page (a mail, a bookmark) why they are on the
 * search screen instead, and how to get there. Closing it clears the state, so a reload or a
 * back navigation does not bring it back.
 */
export function LoginRequiredNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const close = () =>
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  return (
    <Container maxWidth="lg" sx={{ pt: 3 }}>
      <Alert severity="info" onClose={close} slotProps={{ closeButton: { 'aria-label': T.close } }}>
        <AlertTitle component="h2">{T.title}</AlertTitle>
        {T.body}
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          <Button variant="contained" component={RouterLink} to={SHELL_ROUTES.login}>
            {SHELL_LABELS.login}
          </Button>
          <Button component={RouterLink} to={SHELL_ROUTES.register}>
            {T.register}
          </Button>
        </Stack>
      </Alert>
    </Container>
  );
}
