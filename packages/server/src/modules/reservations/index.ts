/**
 * Reservations as other features use them: the reserved flag of card reads, what a card,
 * library or account deletion (or a block) does to the reservations it holds, and who reserved
 * from whom. Nothing here imports libraries or accounts, so they may import it while
 * reservations import libraries/index; the cancellations use alerts, mail and notifications,
 * which import none of those.
 */
export {
  cancelAccountReservations,
  cancelCardReservations,
  cancelLibraryReservations,
  cancelReservationsBetween,
} from './cancel-reservations';
export { activeReservationCounts, countActiveReservations, reservedFlag } from './reserved-flag';
export { findSellersReservedFrom } from './reserved-from';
export { findReputations, findReputationsByName } from './reputation';
export {
  buyerReservationMail,
  sellerReservationMail,
  type Contact,
  type MailedCard,
} from './mails';
