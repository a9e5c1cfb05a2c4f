import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reservations } from '../../db/schema/index';
import type { MailMessage } from '../mail/mailer';
import { enqueueMails } from '../mail/outbox';
import { findContacts, hasEmail } from './contacts';
import { lockLibraries } from './lock-libraries';
import { cancellationMail, type CancelReason } from './mails';
import { isActive } from './reserved-flag';

/**
 * Cancels (disabled) the active reservations that `filter` selects, inside the caller's
 * transaction, and mails the other party of each (not `actorId`; both parties when null, as on
 * expiry) once per counterpart, listing its cards. Answers the rows cancelled. Used when a
 * card, a library or an account is deleted, when a party cancels, and when a reservation expires.
 */
export async function cancelReservationRows(
  db: Database,
  filter: SQL,
  actorId: string | null,
  reason: CancelReason,
  now: Date,
): Promise<{ libraryId: string | null }[]> {
  const cancelled = await db
    .update(reservations)
    .set({ disabled: true, updatedAt: now })
    .where(and(filter, isActive))
    .returning({
      buyerId: reservations.buyerId,
      sellerId: reservations.sellerId,
      libraryId: reservations.libraryId,
      cardName: reservations.cardName,
    });
  if (!cancelled.length) return cancelled;

  const byRecipient = new Map<string, { counterpartId: string; cards: string[] }[]>();
  const toldOf = (row: (typeof cancelled)[number]) => {
    const pairs: [string, string][] = [];
    if (row.buyerId !== actorId) pairs.push([row.buyerId, row.sellerId]);
    if (row.sellerId !== actorId) pairs.push([row.sellerId, row.buyerId]);
    return actorId === null ? pairs : pairs.slice(0, 1);
  };
  for (const row of cancelled) {
    for (const [recipient, counterpart] of toldOf(row)) {
      const groups = byRecipient.get(recipient) ?? [];
      const group = groups.find((entry) => entry.counterpartId === counterpart);
      if (group) group.cards.push(row.cardName);
      else groups.push({ counterpartId: counterpart, cards: [row.cardName] });
      byRecipient.set(recipient, groups);
    }
  }
  const contacts = await findContacts(db, [
    ...cancelled.map((row) => row.buyerId),
    ...cancelled.map((row) => row.sellerId),
  ]);
  const messages: MailMessage[] = [];
  for (const [recipientId, groups] of byRecipient) {
    const recipient = contacts.get(recipientId);
    if (!hasEmail(recipient)) continue;
    for (const group of groups) {
      const counterpart = contacts.get(group.counterpartId)!;
      messages.push(cancellationMail(recipient, counterpart, group.cards, reason));
    }
  }
  await enqueueMails(db, messages, now);
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

/** A deleted card: its active reservations cancelled, the buyers told. */
export const cancelCardReservations = (db: Database, cardId: string, ownerId: string, now: Date) =>
  cancelReservations(db, eq(reservations.cardId, cardId), ownerId, 'cardRemoved', now);

/** A deleted library: the active reservations of its cards cancelled, the buyers told. */
export const cancelLibraryReservations = (
  db: Database,
  libraryId: string,
  ownerId: string,
  now: Date,
) => cancelReservations(db, eq(reservations.libraryId, libraryId), ownerId, 'cardRemoved', now);

/**
 * A deleted account: its active reservations, as buyer and as seller, are cancelled and the
 * other party told. The libraries concerned are locked first (in id order, as every library
 * write does); the caller raises the versions of those answered.
 */
export async function cancelAccountReservations(
  db: Database,
  userId: string,
  now: Date,
): Promise<string[]> {
  const ofUser = or(eq(reservations.buyerId, userId), eq(reservations.sellerId, userId))!;
  const concerned = db
    .selectDistinct({ id: reservations.libraryId })
    .from(reservations)
    .where(and(ofUser, isActive));
  await lockLibraries(db, concerned);
  return cancelReservations(db, ofUser, userId, 'accountDeleted', now);
}
