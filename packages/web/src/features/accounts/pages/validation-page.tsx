import { ACCOUNT_MESSAGES, ACCOUNT_TIMINGS, ERRORS, SHELL_LABELS, SHELL_ROUTES } from '@mdc/shared';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useConfirmAccount } from '../api/confirm-account';
import { AccountPageLayout } from '../components/account-page-layout';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate';

/**
 * /validation?id=: confirms the account of the mailed link; success → /login after 3 s. A link
 * opened again is no failure: the account is validated, and the page offers to log in.
 */
export function ValidationPage() {
  const [params] = useSearchParams();
  const token = params.get('id');
  const confirmation = useConfirmAccount(token);
  const navigateLater = useDelayedNavigate();
  const validated = confirmation.data?.code === ERRORS.validationSucceeded.code;
  const alreadyValidated =
    confirmation.error instanceof ApiError &&
    confirmation.error.code === ERRORS.alreadyValidated.code;

  useEffect(() => {
    if (validated) navigateLater('/login', ACCOUNT_TIMINGS.redirectAfterValidationMs);
  }, [validated, navigateLater]);

  return (
    <AccountPageLayout
      title="Validación de cuenta"
      description="Confirmá tu cuenta de Mercado de Cartas."
    >
      {!token ? (
        <Alert severity="error">{ACCOUNT_MESSAGES.validationMissingId}</Alert>
      ) : confirmation.isPending ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={30} aria-hidden />
          <Typography>{ACCOUNT_MESSAGES.validating}</Typography>
        </Stack>
      ) : validated ? (
        <Alert severity="success">{ACCOUNT_MESSAGES.validationSuccess}</Alert>
      ) : alreadyValidated ? (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={SHELL_ROUTES.login}>
              {SHELL_LABELS.login}
            </Button>
          }
        >
          {ACCOUNT_MESSAGES.alreadyValidated}
        </Alert>
      ) : (
        <Alert severity="error">{ACCOUNT_MESSAGES.validationFailure}</Alert>
      )}
    </AccountPageLayout>
  );
}
