/**
 * Reservations as other features use them: the reserved flag of card reads, what a card,
 * library or account deletion (or a block, or a suspension) does to the reservations it holds,
 * who reserved from whom, the traders' records, and reserving and changing a reservation and
 * its meeting (the demo). The reservations sit above accounts, libraries and blocks and import their faces; what
 * those ask of the reservations reaches them through src/module-wiring.ts.
 */
export {
  cancelAccountReservations,
  cancelCardReservations,
  cancelLibraryReservations,
  cancelReservationsBetween,
} from './cancel-reservations';
export { findRecentRequests } from './recent-requests';
export { activeReservationCounts, countActiveReservations, reservedFlag } from './reserved-flag';
export { findSellersReservedFrom } from './reserved-from';
export { findReputations, findReputationsByName } from './reputation';
export { reserveCards } from './reserve-cards';
export { updateReservation } from './update-reservation';
export { acceptMeeting, proposeMeeting } from './meetings';
export {
  buyerReservationMail,
  sellerReservationMail,
  type Contact,
  type MailedCard,
} from './mails';
