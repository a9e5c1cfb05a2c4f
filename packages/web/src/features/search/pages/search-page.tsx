import { PlaceholderPage } from '../../../components/placeholder-page';

export function SearchPage() {
  return (
    <PlaceholderPage
      title="Buscar cartas"
      description="Buscá cartas de Magic: The Gathering en las bibliotecas públicas de coleccionistas de Argentina."
      coming="Acá vas a poder buscar cartas por nombre, por lista de mazo o con un enlace de Moxfield, y ver quién las tiene en venta o intercambio cerca tuyo."
    />
  );
}
