import { ReservationsScreen } from '../components/reservations-screen';

/** /myOrders (login required): the reservations the user made, with each seller's contact. */
export function MyOrdersPage() {
  return <ReservationsScreen side="buyer" />;
}
