import { PlaceholderPage } from '../../../components/placeholder-page';

export function FaqPage() {
  return (
    <PlaceholderPage
      title="Preguntas frecuentes"
      description="Preguntas frecuentes."
      coming="Preguntas frecuentes."
    />
  );
}
