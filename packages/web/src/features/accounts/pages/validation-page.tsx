import { ACCOUNT_MESSAGES, ACCOUNT_TIMINGS } from '@mdc/shared';
import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useConfirmAccount } from '../api/confirm-account';
import { AccountPageLayout } from '../components/account-page-layout';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate';

const VALIDATED = 'OK-200';

/** /validation?id=: confirms the account of the mailed link; success → /login after 3 s. */
export function ValidationPage() {
  const [params] = useSearchParams();
  const token = params.get('id');
  const confirmation = useConfirmAccount(token);
  const navigateLater = useDelayedNavigate();
  const validated = confirmation.data?.code === VALIDATED;

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
      ) : (
        <Alert severity="error">{ACCOUNT_MESSAGES.validationFailure}</Alert>
      )}
    </AccountPageLayout>
  );
}
