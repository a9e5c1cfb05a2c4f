import { PlaceholderPage } from '../../../components/placeholder-page';

export function DashboardPage() {
  return (
    <PlaceholderPage
      title="Mi panel"
      description="Tus bibliotecas de venta y de compra, tus reservas y tu última búsqueda."
      coming="Acá vas a administrar tus bibliotecas de venta y de compra y ver las reservas que hiciste y recibiste."
    />
  );
}
