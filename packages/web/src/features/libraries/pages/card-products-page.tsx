import { PlaceholderPage } from '../../../components/placeholder-page';

export function CardProductsPage() {
  return (
    <PlaceholderPage
      title="Productos"
      description="Productos de cartas."
      coming="Esta sección todavía no tiene contenido: la vamos a habilitar más adelante."
    />
  );
}
