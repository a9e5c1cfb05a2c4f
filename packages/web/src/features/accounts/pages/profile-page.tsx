import { PlaceholderPage } from '../../../components/placeholder-page';

export function ProfilePage() {
  return (
    <PlaceholderPage
      title="Perfil de Usuario"
      description="Tus datos de contacto y ubicación."
      coming="Pantalla de perfil."
    />
  );
}
