import { PlaceholderPage } from '../../../components/placeholder-page';

export function LibraryPage() {
  return (
    <PlaceholderPage
      title="Biblioteca"
      description="Las cartas de una de tus bibliotecas."
      coming="Acá vas a cargar, editar y borrar las cartas de tu biblioteca, una por una o importando un archivo de Moxfield o Dragon Shield."
    />
  );
}
