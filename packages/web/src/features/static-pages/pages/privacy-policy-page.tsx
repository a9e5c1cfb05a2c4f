import { PlaceholderPage } from '../../../components/placeholder-page';

export function PrivacyPolicyPage() {
  return (
    <PlaceholderPage
      title="Política de privacidad"
      description="Política de privacidad."
      coming="Política de privacidad."
    />
  );
}
