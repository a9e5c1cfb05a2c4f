import type { ReservationSide } from '@mdc/shared';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { sqlArray, type Database } from '../../db/client';
import { reservations } from '../../db/schema/index';
import { recordMatches } from '../alerts/index';
import { lockLibraries, lockOwnerLibraries, touchLibraries } from '../libraries/index';
import { enqueueMails, type MailMessage } from '../mail/index';
import { addNotifications } from '../notifications/index';
import { findContacts, hasEmail } from './contacts';
import { cancellationMail, type CancelReason } from './mails';
import { isActive } from './reserved-flag';
import { reservationNotice } from './notices';
import { addToReputation } from './reputation';

interface Told {
  recipientId: string;
  counterpartId: string;
  /** The recipient's side of these reservations (his mail links there). */
  side: ReservationSide;
  cards: string[];
  ids: string[];
}

/**
 * Cancels (disabled) the active reservations that `filter` selects, inside the caller's
 * transaction, and mails the other party of each (not `actorId`; both parties when null, as on
 * expiry) once per counterpart and side, listing its cards, linking to them when `publicUrl` is
 * given. Answers the rows cancelled. Used when a card, a library or an account is deleted, when
 * a party cancels, and when a reservation expires.
 */
export async function cancelReservationRows(
  db: Database,
  filter: SQL,
  actorId: string | null,
  reason: CancelReason,
  now: Date,
  publicUrl: string | null,
): Promise<{ libraryId: string | null }[]> {
  const cancelled = await db
    .update(reservations)
    .set({ disabled: true, cancelledAt: now, cancelledBy: actorId, updatedAt: now })
    .where(and(filter, isActive))
    .returning({
      id: reservations.id,
      buyerId: reservations.buyerId,
      sellerId: reservations.sellerId,
      libraryId: reservations.libraryId,
      cardId: reservations.cardId,
      cardName: reservations.cardName,
      responded: reservations.responded,
    });
  if (!cancelled.length) return cancelled;
  // The reputation: a party who backs out of an answered reservation; a seller who let one expire.
  // A suspension is the moderator's act, not the party's, and a block ends a relation rather
  // than backing out of a deal: they count for nobody.
  if (reason === 'accountSuspended' || reason === 'blocked') {
    // Nothing counted.
  } else if (actorId) {
    const answered = cancelled.filter((row) => row.responded).map(() => actorId);
    await addToReputation(db, 'cancellations', answered);
  } else if (typeof reason === 'object') {
    await addToReputation(
      db,
      'expirations',
      cancelled.map((row) => row.sellerId),
    );
  }

  const groups = new Map<string, Told>();
  const toldOf = (row: (typeof cancelled)[number]) => {
    const told: [string, string, ReservationSide][] = [];
    if (row.buyerId !== actorId) told.push([row.buyerId, row.sellerId, 'buyer']);
    if (row.sellerId !== actorId) told.push([row.sellerId, row.buyerId, 'seller']);
    return actorId === null ? told : told.slice(0, 1);
  };
  for (const row of cancelled) {
    for (const [recipientId, counterpartId, side] of toldOf(row)) {
      const key = `${recipientId} ${counterpartId} ${side}`;
      const group = groups.get(key) ?? { recipientId, counterpartId, side, cards: [], ids: [] };
      group.cards.push(row.cardName);
      group.ids.push(row.id);
      groups.set(key, group);
    }
  }
  const contacts = await findContacts(db, [
    ...cancelled.map((row) => row.buyerId),
    ...cancelled.map((row) => row.sellerId),
  ]);
  const messages: MailMessage[] = [];
  for (const { recipientId, counterpartId, side, cards, ids } of groups.values()) {
    const recipient = contacts.get(recipientId);
    if (!hasEmail(recipient)) continue;
    const link = { publicUrl, side, reservationIds: ids };
    messages.push(cancellationMail(recipient, contacts.get(counterpartId)!, cards, reason, link));
  }
  await enqueueMails(db, messages, now);
  await addNotifications(
    db,
    [...groups.values()].map(({ recipientId, counterpartId, side, cards, ids }) => ({
      userId: recipientId,
      kind: 'reservation-cancelled',
      data: {
        ...reservationNotice(contacts.get(counterpartId), side, cards, ids),
        ...(typeof reason === 'object' ? { expired: true } : {}),
      },
    })),
    now,
  );
  // A copy came free: news to the buyers who want the card (modules/alerts).
  const freed = [...new Set(cancelled.flatMap((row) => (row.cardId ? [row.cardId] : [])))];
  if (freed.length) {
    await recordMatches(db, sql`select unnest(${sqlArray(freed, 'uuid')})`, now, 'always');
  }
  return cancelled;
}

/** The libraries of these rows, each once: those whose version the caller raises. */
export const librariesOf = (rows: { libraryId: string | null }[]): string[] => [
  ...new Set(rows.flatMap((row) => (row.libraryId ? [row.libraryId] : []))),
];

/** cancelReservationRows, answering the libraries whose copies were freed. */
export const cancelReservations = async (
  ...args: Parameters<typeof cancelReservationRows>
): Promise<string[]> => librariesOf(await cancelReservationRows(...args));

/** A deleted card: its active reservations cancelled, the buyers told (with a link). */
export const cancelCardReservations = (
  db: Database,
  cardId: string,
  ownerId: string,
  now: Date,
  publicUrl: string,
) =>
  cancelReservations(db, eq(reservations.cardId, cardId), ownerId, 'cardRemoved', now, publicUrl);

/** A deleted library: the active reservations of its cards cancelled, the buyers told. */
export const cancelLibraryReservations = (
  db: Database,
  libraryId: string,
  ownerId: string,
  now: Date,
  publicUrl: string,
) =>
  cancelReservations(
    db,
    eq(reservations.libraryId, libraryId),
    ownerId,
    'cardRemoved',
    now,
    publicUrl,
  );

/**
 * A deleted or suspended account: its active reservations, as buyer and as seller, are
 * cancelled and the other party told why. The libraries concerned are locked first (in id
 * order, as every library write does), and the versions of those whose copies came free raised.
 */
export async function cancelAccountReservations(
  db: Database,
  userId: string,
  now: Date,
  publicUrl: string | null,
  reason: 'accountDeleted' | 'accountSuspended' = 'accountDeleted',
): Promise<void> {
  const ofUser = or(eq(reservations.buyerId, userId), eq(reservations.sellerId, userId))!;
  const concerned = db
    .selectDistinct({ id: reservations.libraryId })
    .from(reservations)
    .where(and(ofUser, isActive));
  await lockLibraries(db, concerned);
  const freed = await cancelReservations(db, ofUser, userId, reason, now, publicUrl);
  await touchLibraries(db, freed, now);
}

/**
 * A block (modules/blocks): the active reservations between the two users, either side buying,
 * are cancelled and both told (docs/product/trust-and-moderation.md#blocks), inside the block's
 * transaction. Every library of both is locked first, in id order, as a reservation request
 * locks before it reads the blocks: a request waiting on the lock then sees the block. The
 * versions of the libraries whose copies came free are raised.
 */
export async function cancelReservationsBetween(
  db: Database,
  userIds: [string, string],
  now: Date,
  publicUrl: string | null,
): Promise<void> {
  const [a, b] = userIds;
  const between = or(
    and(eq(reservations.buyerId, a), eq(reservations.sellerId, b)),
    and(eq(reservations.buyerId, b), eq(reservations.sellerId, a)),
  )!;
  await lockOwnerLibraries(db, userIds);
  const freed = await cancelReservations(db, between, null, 'blocked', now, publicUrl);
  await touchLibraries(db, freed, now);
}
