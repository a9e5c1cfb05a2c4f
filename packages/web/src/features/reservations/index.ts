/**
 * What the app composes from reservations besides its pages: the dashboard's Reservas
 * Realizadas and Reservas Recibidas sections (`<ReservationsPanel side="buyer" | "seller" />`).
 */
export { ReservationsPanel } from './components/reservations-panel';
