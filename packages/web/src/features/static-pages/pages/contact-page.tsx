import { PlaceholderPage } from '../../../components/placeholder-page';

export function ContactPage() {
  return (
    <PlaceholderPage
      title="Contacto"
      description="Cómo comunicarte con Mercado de Cartas."
      coming="Página de contacto."
    />
  );
}
