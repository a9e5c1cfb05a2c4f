import { RESERVATION_LIST_MAX, type Reservation } from '@mdc/shared';
import { and, desc, eq } from 'drizzle-orm';
import { anyOf, type Database } from '../../db/client';
import { reservations, userReputation } from '../../db/schema/index';
import { accountsView } from '../accounts/index';
import { contactAlive } from './contact-window';
import { findMeetings, meetingViews } from './meeting-view';
import { toReservation } from './reservation-view';
import { reputationColumns, reputationOf } from './reputation';

/**
 * A user's reservations as seller (`selling`) or as buyer, newest first, at most `limit`
 * (RESERVATION_LIST_MAX), each with the other party's name and, while the deal is alive
 * (contact-window.ts), his e-mail and phone: the two parties are the only ones who ever read it.
 */
export async function listReservations(
  db: Database,
  userId: string,
  selling: boolean,
  now: Date,
  ids?: string[],
  limit = RESERVATION_LIST_MAX,
): Promise<Reservation[]> {
  const r = reservations;
  const [own, counterpart] = selling ? [r.sellerId, r.buyerId] : [r.buyerId, r.sellerId];
  const other = accountsView('other');
  const rows = await db
    .select({
      reservation: r,
      username: other.username,
      email: other.email,
      phone: other.phoneNumber,
      alive: contactAlive(now),
      since: other.createdAt,
      ...reputationColumns,
    })
    .from(r)
    .innerJoin(other, eq(other.id, counterpart))
    .leftJoin(userReputation, eq(userReputation.userId, other.id))
    .where(and(eq(own, userId), ids ? anyOf(r.id, ids) : undefined))
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(limit);
  const found = await findMeetings(
    db,
    rows.map((row) => row.reservation.meetingId),
  );
  const meetings = await meetingViews(db, found, userId);
  return rows.map(({ reservation, username, email, phone, alive, since, ...counts }) =>
    toReservation(
      reservation,
      alive ? { username, email, phone: phone ?? null } : { username, email: null, phone: null },
      reputationOf(counts, since),
      (reservation.meetingId && meetings.get(reservation.meetingId)) || null,
    ),
  );
}

/** The user has now seen the list of this side: its 'Nuevo' badges go (after being answered). */
export async function markListSeen(db: Database, userId: string, selling: boolean): Promise<void> {
  const r = reservations;
  await (selling
    ? db
        .update(r)
        .set({ sellerNew: false })
        .where(and(eq(r.sellerId, userId), eq(r.sellerNew, true)))
    : db
        .update(r)
        .set({ buyerNew: false })
        .where(and(eq(r.buyerId, userId), eq(r.buyerNew, true))));
}
