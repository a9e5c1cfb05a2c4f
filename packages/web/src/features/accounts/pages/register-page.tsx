import { ACCOUNT_MESSAGES, ACCOUNT_TIMINGS, SHELL_ROUTES } from '@mdc/shared';
import { useState } from 'react';
import { Redirect } from '../../../lib/redirect';
import { TermsModal } from '../../../components/terms-modal';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notifications';
import { useSession } from '../../../lib/session';
import { useRegisterUser } from '../api/register-user';
import { AccountPageLayout } from '../components/account-page-layout';
import { RegisterForm } from '../components/register-form';
import type { RegistrationRequest } from '../components/registration-form-resolver';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate';

/**
 * 'Registro de Usuario': submit opens the terms modal and the registration is sent once, after
 * acceptance (the observed product sent it twice). Success → /login after 2 s; an error is shown
 * in a snack bar and the user stays with the filled form. A logged-in user has an account
 * already and goes to /search, as on the login screen.
 */
export function RegisterPage() {
  const [pending, setPending] = useState<RegistrationRequest | null>(null);
  const registerUser = useRegisterUser();
  const navigateLater = useDelayedNavigate();
  const { loggedIn } = useSession();

  if (loggedIn) return <Redirect to={SHELL_ROUTES.search} />;

  const acceptTerms = () => {
    if (!pending) return;
    setPending(null);
    registerUser.mutate(pending, {
      onSuccess: () => {
        notifySuccess(ACCOUNT_MESSAGES.registerSuccess);
        navigateLater('/login', ACCOUNT_TIMINGS.redirectAfterRegisterMs);
      },
      onError: (error) => notifyError(errorMessage(error, ACCOUNT_MESSAGES.registerFailure)),
    });
  };

  return (
    <AccountPageLayout
      title="Registro de Usuario"
      description="Creá tu cuenta para comprar, vender e intercambiar cartas."
    >
      <RegisterForm busy={registerUser.isPending || registerUser.isSuccess} onSubmit={setPending} />
      <TermsModal open={pending !== null} onAccept={acceptTerms} />
    </AccountPageLayout>
  );
}
