/**
 * Reservations as other features use them: the reserved flag of card reads, what a card,
 * library or account deletion does to the reservations it holds, and who reserved from whom. Nothing here imports another
 * feature, so libraries and accounts may import it while reservations import libraries/index.
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
