import { PlaceholderPage } from '../../../components/placeholder-page';

export function DeleteAccountPage() {
  return (
    <PlaceholderPage
      title="Eliminar mi cuenta"
      description="Pedí la baja de tu cuenta."
      coming="Pantalla de baja de cuenta."
    />
  );
}
