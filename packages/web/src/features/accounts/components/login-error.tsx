import { ACCOUNT_MESSAGES } from '@mdc/shared';
import { Alert, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client';

/** SEC-002 (e-mail not validated) adds the link to ask for the validation mail again. */
export function LoginError({ error }: { error: unknown }) {
  const unvalidated = error instanceof ApiError && error.code === 'SEC-002';
  return (
    <Alert severity="error">
      {errorMessage(error, ACCOUNT_MESSAGES.loginUnexpected)}
      {unvalidated && (
        <>
          {' '}
          <Link component={RouterLink} to="/resend-validation" color="inherit">
            {ACCOUNT_MESSAGES.resendValidationLink}
          </Link>
        </>
      )}
    </Alert>
  );
}
