// The face of modules/notifications for other modules (app.ts registers its routes.ts).
export { addNotifications, type NewReservationNotice } from './notifications';
export type { MatchNotice, ReservationNotice } from './notification-view';
