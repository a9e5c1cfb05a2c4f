import { PlaceholderPage } from '../../../components/placeholder-page';

export function RegisterPage() {
  return (
    <PlaceholderPage
      title="Registro de Usuario"
      description="Creá tu cuenta para comprar, vender e intercambiar cartas."
      coming="Pantalla de registro."
    />
  );
}
