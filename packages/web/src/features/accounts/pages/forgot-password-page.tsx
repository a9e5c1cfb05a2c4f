import { PlaceholderPage } from '../../../components/placeholder-page';

export function ForgotPasswordPage() {
  return (
    <PlaceholderPage
      title="Recuperación de contraseña"
      description="Recuperá el acceso a tu cuenta."
      coming="Pantalla de recuperación de contraseña."
    />
  );
}
