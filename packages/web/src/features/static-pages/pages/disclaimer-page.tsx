import { PlaceholderPage } from '../../../components/placeholder-page';

export function DisclaimerPage() {
  return (
    <PlaceholderPage
      title="Aviso legal"
      description="Aviso legal de Mercado de Cartas."
      coming="Aviso legal."
    />
  );
}
