import type { Reservation, ReservationMeeting } from '@mdc/shared';
import type { reservations } from '../../db/schema/index';

/**
 * A reservation as its buyer or its seller sees it: the row, and the contact of the other party
 * only. The lists and the answer of a new reservation both build it here.
 */

export type ReservationRow = typeof reservations.$inferSelect;

/** The other party's contact, read live from the account; null fields once it is erased. */
export interface CounterpartContact {
  username: string | null;
  email: string | null;
  phone: string | null;
}

export type CounterpartReputation = Reservation['reputation'];

export function toReservation(
  row: ReservationRow,
  counterpart: CounterpartContact,
  reputation: CounterpartReputation,
  meeting: ReservationMeeting | null = null,
): Reservation {
  return {
    reservationId: row.id,
    cardId: row.cardId,
    images: row.imageUrls,
    cardName: row.cardName,
    setName: row.setName,
    date: row.createdAt.toISOString(),
    price: row.price,
    transactionType: row.transactionType,
    name: counterpart.username,
    email: counterpart.email,
    phone: counterpart.phone,
    sold: row.sold,
    responded: row.responded,
    disabled: row.disabled,
    buyerNew: row.buyerNew,
    sellerNew: row.sellerNew,
    foil: row.foil,
    referenceId: row.referenceId,
    reputation,
    meeting,
  };
}

/**
 * The lists' order (`order by created_at desc, id desc`) for rows already in memory. Lowercase
 * uuid text sorts as PostgreSQL sorts the uuids (byte by byte).
 */
export function newestFirst(a: ReservationRow, b: ReservationRow): number {
  const byDate = b.createdAt.getTime() - a.createdAt.getTime();
  if (byDate) return byDate;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}
