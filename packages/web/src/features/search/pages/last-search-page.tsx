import { PlaceholderPage } from '../../../components/placeholder-page';

export function LastSearchPage() {
  return (
    <PlaceholderPage
      title="Última búsqueda"
      description="Volvé a ver los resultados de tu última búsqueda de cartas."
      coming="Acá vas a ver otra vez los resultados de tu última búsqueda."
    />
  );
}
