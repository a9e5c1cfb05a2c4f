import { PlaceholderPage } from '../../../components/placeholder-page';

export function MyOrdersPage() {
  return (
    <PlaceholderPage
      title="Reservas realizadas"
      description="Las cartas que reservaste y el contacto de cada vendedor."
      coming="Acá vas a ver las cartas que reservaste, con el teléfono y el email del vendedor para coordinar la entrega."
    />
  );
}
