import { PlaceholderPage } from '../../../components/placeholder-page';

export function SalesPage() {
  return (
    <PlaceholderPage
      title="Reservas recibidas"
      description="Las reservas que otros usuarios hicieron de tus cartas."
      coming="Acá vas a ver quién reservó tus cartas, confirmar entregas y cancelar reservas."
    />
  );
}
