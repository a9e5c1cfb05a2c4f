import { PlaceholderPage } from '../../../components/placeholder-page';

export function PublicLibraryPage() {
  return (
    <PlaceholderPage
      title="Biblioteca pública"
      description="Las cartas que un coleccionista ofrece en venta o intercambio, o las que busca."
      coming="Acá vas a ver las cartas de la biblioteca de otro usuario, con filtros, orden por precio y la opción de reservar."
    />
  );
}
