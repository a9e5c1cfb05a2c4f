import { PlaceholderPage } from '../../../components/placeholder-page';

export function ValidationPage() {
  return (
    <PlaceholderPage
      title="Validación de cuenta"
      description="Confirmá tu cuenta de Mercado de Cartas."
      coming="Pantalla de validación de cuenta."
    />
  );
}
