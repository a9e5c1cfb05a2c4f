import { ReservationsScreen } from '../components/reservations-screen';

/** /sales (login required): the reservations of the user's cards, to deliver or cancel. */
export function SalesPage() {
  return <ReservationsScreen side="seller" />;
}
