import { PlaceholderPage } from '../../../components/placeholder-page';

export function TermsPage() {
  return (
    <PlaceholderPage
      title="Términos y condiciones"
      description="Términos y condiciones."
      coming="Términos y condiciones."
    />
  );
}
