import { useSearchParams } from 'react-router';
import { AccountPageLayout } from '../components/account-page-layout';
import { NewPasswordForm } from '../components/new-password-form';
import { PasswordRecoveryRequestForm } from '../components/password-recovery-request-form';

/** /forgotpassword: asks for the reset mail, or with ?token= sets the new password. */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? (
    <AccountPageLayout
      title="Crear nueva contraseña"
      description="Elegí una nueva contraseña para tu cuenta."
    >
      <NewPasswordForm token={token} />
    </AccountPageLayout>
  ) : (
    <AccountPageLayout
      title="Recuperación de contraseña"
      description="Recuperá el acceso a tu cuenta."
    >
      <PasswordRecoveryRequestForm />
    </AccountPageLayout>
  );
}
