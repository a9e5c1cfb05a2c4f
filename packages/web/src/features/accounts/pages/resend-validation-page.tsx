import { PlaceholderPage } from '../../../components/placeholder-page';

export function ResendValidationPage() {
  return (
    <PlaceholderPage
      title="Reenviar correo de validación"
      description="Pedí otra vez el correo para validar tu cuenta."
      coming="Pantalla para reenviar el correo de validación."
    />
  );
}
