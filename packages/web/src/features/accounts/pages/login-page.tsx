import { SHELL_LABELS } from '@mdc/shared';
import { Stack } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Redirect } from '../../../lib/redirect';
import { takeRedirectAfterLogin } from '../../../lib/redirect-after-login';
import { useSession } from '../../../lib/session';
import { useLogin } from '../api/login';
import { AccountPageLayout } from '../components/account-page-layout';
import { LoginError } from '../components/login-error';
import { LoginForm } from '../components/login-form';

/** 'Iniciar sesión'. Success → the URL saved by the login guard, else /search. */
export function LoginPage() {
  const session = useSession();
  // Decided on arrival: once this page logs the user in, it chooses where to go itself.
  const [loggedInOnArrival] = useState(session.loggedIn);
  const login = useLogin();
  const navigate = useNavigate();

  if (loggedInOnArrival) return <Redirect to="/search" />;

  return (
    <AccountPageLayout
      title={SHELL_LABELS.login}
      description="Ingresá a tu cuenta de Mercado de Cartas."
    >
      <Stack spacing={2}>
        {login.isError && <LoginError error={login.error} />}
        <LoginForm
          busy={login.isPending}
          onSubmit={(payload) =>
            login.mutate(payload, {
              onSuccess: () => navigate(takeRedirectAfterLogin(), { replace: true }),
            })
          }
        />
      </Stack>
    </AccountPageLayout>
  );
}
