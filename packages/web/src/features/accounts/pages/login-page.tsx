import { PlaceholderPage } from '../../../components/placeholder-page';

export function LoginPage() {
  return (
    <PlaceholderPage
      title="Iniciar sesión"
      description="Ingresá a tu cuenta de Mercado de Cartas."
      coming="Pantalla de inicio de sesión."
    />
  );
}
