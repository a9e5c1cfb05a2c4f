import type { ParsedUpdateReservation, Reservation } from '@mdc/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reservations } from '../../db/schema/index';
import { AppError } from '../../errors';
import { lockLibraries, takeOneCopy, touchLibraries } from '../libraries/index';
import { enqueueMail } from '../mail/index';
import { addNotifications } from '../notifications/index';
import { cancelReservations } from './cancel-reservations';
import { findContacts, hasEmail } from './contacts';
import { listReservations } from './list-reservations';
import { findPartyReservation } from './party-reservation';
import { deliveryMail } from './mails';
import { reservationNotice } from './notices';
import { addToReputation } from './reputation';

/**
 * PATCH /reservation: confirm delivery (sold; the seller, on an active one: one copy leaves the
 * library), cancel (disabled; buyer or seller, refused once sold: the copy is free again),
 * responded (the seller). A flag only goes to true: false, or a flag already set, changes
 * nothing, so a repeated request answers the same state. Anyone but the two parties gets 404.
 * The library is locked before the reservation, the order of every library write. A cancel
 * mails the other party, a delivery the buyer, through the outbox, in the same transaction;
 * `publicUrl` is the site's address for their links.
 */

type Row = typeof reservations.$inferSelect;

/** What the request changes: a flag asked for that is not set yet; refused changes throw. */
function changesOf(row: Row, userId: string, input: ParsedUpdateReservation) {
  const sell = input.sold === true && !row.sold;
  const cancel = input.disabled === true && !row.disabled;
  const respond = input.responded === true && !row.responded;
  if (sell && cancel) throw AppError.of('validation');
  if ((sell || respond) && row.sellerId !== userId) throw AppError.of('reservationSellerOnly');
  if (sell && row.disabled) throw AppError.of('reservationCancelled');
  if (cancel && row.sold) throw AppError.of('reservationSold');
  return { sell, cancel, respond };
}

/** The buyer is told that the seller confirmed the delivery (when his account has an e-mail). */
async function mailDelivery(tx: Database, row: Row, publicUrl: string | null, now: Date) {
  const contacts = await findContacts(tx, [row.buyerId, row.sellerId]);
  const buyer = contacts.get(row.buyerId);
  if (!hasEmail(buyer)) return;
  const link = { publicUrl, side: 'buyer', reservationIds: [row.id] } as const;
  await enqueueMail(tx, deliveryMail(buyer, contacts.get(row.sellerId)!, row, link), now);
}

/** A notification to the buyer of `row` naming its seller and card. */
async function tellBuyer(
  tx: Database,
  row: Row,
  kind: 'reservation-sold' | 'reservation-answered',
  now: Date,
) {
  const seller = (await findContacts(tx, [row.sellerId])).get(row.sellerId);
  const data = reservationNotice(seller, 'buyer', [row.cardName], [row.id]);
  await addNotifications(tx, [{ userId: row.buyerId, kind, data }], now);
}

export async function updateReservation(
  db: Database,
  userId: string,
  input: ParsedUpdateReservation,
  now: Date,
  publicUrl: string | null,
): Promise<Reservation> {
  const found = await findPartyReservation(db, userId, input.reservationId);
  changesOf(found, userId, input);
  await db.transaction(async (tx) => {
    if (found.libraryId) await lockLibraries(tx, [found.libraryId]);
    const row = await findPartyReservation(tx, userId, input.reservationId, true);
    const { sell, cancel, respond } = changesOf(row, userId, input);
    if (!sell && !cancel && !respond) return;
    if (sell || respond) {
      await tx
        .update(reservations)
        .set({
          ...(sell ? { sold: true, soldAt: now } : {}),
          ...(respond ? { responded: true } : {}),
          updatedAt: now,
        })
        .where(eq(reservations.id, row.id));
    }
    if (sell && row.cardId) await takeOneCopy(tx, row.cardId, now);
    if (sell) {
      await addToReputation(tx, 'deliveries', [row.sellerId]);
      await addToReputation(tx, 'purchases', [row.buyerId]);
    }
    if (sell) await mailDelivery(tx, row, publicUrl, now);
    // The buyer's bell: the seller answered, or delivered (modules/notifications).
    if (sell || respond)
      await tellBuyer(tx, row, sell ? 'reservation-sold' : 'reservation-answered', now);
    if (cancel) {
      const reason = userId === row.buyerId ? 'cancelledByBuyer' : 'cancelledBySeller';
      await cancelReservations(tx, eq(reservations.id, row.id), userId, reason, now, publicUrl);
      if (row.libraryId) await touchLibraries(tx, [row.libraryId], now);
    }
  });
  const selling = found.sellerId === userId;
  const [reservation] = await listReservations(db, userId, selling, now, [found.id]);
  return reservation!;
}
