import type { ParsedReservationItems, Reservation } from '@mdc/shared';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { anyOf, type Database } from '../../db/client';
import {
  activeReservation,
  libraries,
  libraryCards,
  reservations,
  userProfiles,
  users,
} from '../../db/schema/index';
import { assertNotBlocked } from '../blocks/index';
import { libraryTouched } from '../libraries/index';
import { contactOf } from './contacts';
import { insertReservations, type InsertedCard } from './insert-reservations';
import { lockLibrariesOfCards } from './lock-libraries';
import { mailReservations } from './mail-reservations';
import type { Contact } from './mails';
import { newestFirst, toReservation } from './reservation-view';
import { findReputations } from './reputation';
import { assertMayReserve, lockBuyer, type ReservationLimits } from './reservation-limits';

/**
 * POST /reservation: every listed card reserved, or none. A card of quantity q takes up to q
 * active reservations; a card id twice in one request is two copies. The cards' libraries are
 * locked first and then the cards, both in id order: every write to a library's cards takes the
 * library's lock first, so concurrent requests for the same copies queue instead of both
 * counting the copy free, and never deadlock.
 */

/** A card as its lock reads it: what a reservation copies, and whether it may be reserved. */
export interface LockedCard extends InsertedCard {
  quantity: number;
  buying: boolean;
  selling: boolean;
  trading: boolean;
  /** The owner's account is deleted or suspended, or the library hidden by a moderator. */
  ownerDisabled: boolean;
  active: number;
}

/** A locked card's row also carries its owner's contact and the buyer's (the mails', the answer's). */
interface LockedRow extends LockedCard {
  owner: Contact;
  buyer: Contact;
}

interface Locked {
  cards: Map<string, LockedCard>;
  /** The buyer's and each card owner's contact, by user id. */
  contacts: Map<string, Contact>;
}

/**
 * Refused: nothing written. `own` the buyer's own cards (with their names, for the message),
 * `unavailable` the others refused; ids as sent, each once.
 */
export interface Refusal {
  own: string[];
  ownNames: string[];
  unavailable: string[];
}

export type ReserveResult =
  { reserved: Reservation[]; refused?: undefined } | { refused: Refusal; reserved?: undefined };

async function lockCards(tx: Database, buyerId: string, cardIds: string[]): Promise<Locked> {
  await lockLibrariesOfCards(tx, cardIds);
  const c = libraryCards;
  const l = libraries;
  const u = alias(users, 'u');
  const up = alias(userProfiles, 'up');
  const bu = alias(users, 'bu');
  const bp = alias(userProfiles, 'bp');
  const buyer = tx
    .select({ contact: sql<Contact>`${contactOf('bu', 'bp')}`.as('contact') })
    .from(bu)
    .leftJoin(bp, eq(bp.userId, bu.id))
    .where(eq(bu.id, buyerId))
    .as('b');
  const rows: LockedRow[] = await tx
    .select({
      id: c.id,
      libraryId: c.libraryId,
      quantity: c.quantity,
      name: c.name,
      setName: c.setName,
      setCode: c.setCode,
      collectorNumber: c.collectorNumber,
      imageUrls: c.imageUrls,
      price: c.price,
      foil: c.foil,
      referenceId: c.referenceId,
      ownerId: l.ownerId,
      buying: l.buying,
      selling: l.selling,
      trading: l.trading,
      ownerDisabled: sql<boolean>`(${u.disabledAt} is not null or ${u.suspendedAt} is not null
        or ${l.hiddenAt} is not null)`,
      active: sql<number>`(select count(*) from ${reservations} r where r.card_id = ${c.id}
        and ${activeReservation('r')})::int`,
      owner: sql<Contact>`${contactOf('u', 'up')}`,
      buyer: buyer.contact,
    })
    .from(c)
    .innerJoin(l, eq(l.id, c.libraryId))
    .innerJoin(u, eq(u.id, l.ownerId))
    .leftJoin(up, eq(up.userId, u.id))
    .crossJoin(buyer)
    .where(anyOf(c.id, cardIds))
    .orderBy(c.id)
    .for('update', { of: c })
    .prepare('reserve_lock_cards')
    .execute();
  const contacts = new Map<string, Contact>();
  for (const row of rows) contacts.set(row.ownerId, row.owner).set(buyerId, row.buyer);
  return { cards: new Map(rows.map((row) => [row.id, row])), contacts };
}

/** Whether another user's card may take these copies (the buyer's own are refused apart). */
function isAvailable(
  card: LockedCard | undefined,
  transactionType: 'sale' | 'trade',
  wanted: number,
): card is LockedCard {
  if (!card || card.buying || card.ownerDisabled) return false;
  if (transactionType === 'sale' ? !card.selling : !card.trading) return false;
  return card.active + wanted <= card.quantity;
}

/** What the request may not have, or null when every item fits. */
function refusalOf(
  items: ParsedReservationItems,
  cards: Map<string, LockedCard>,
  buyerId: string,
  wanted: Map<string, number>,
): Refusal | null {
  const own = new Set<string>();
  const unavailable = new Set<string>();
  for (const { cardId, transactionType } of items) {
    const card = cards.get(cardId);
    if (card?.ownerId === buyerId) own.add(cardId);
    else if (!isAvailable(card, transactionType, wanted.get(cardId)!)) unavailable.add(cardId);
  }
  if (!own.size && !unavailable.size) return null;
  const ownNames = [...new Set([...own].map((id) => cards.get(id)!.name))];
  return { own: [...own], ownNames, unavailable: [...unavailable] };
}

/**
 * `publicUrl`: the site's address for the mails' links; null, mails without one. `limits`:
 * how many sellers and cancellations the buyer may have (reservation-limits.ts).
 */
export async function reserveCards(
  db: Database,
  buyerId: string,
  items: ParsedReservationItems,
  now: Date,
  publicUrl: string | null,
  limits: ReservationLimits,
): Promise<ReserveResult> {
  const wanted = new Map<string, number>();
  for (const item of items) wanted.set(item.cardId, (wanted.get(item.cardId) ?? 0) + 1);
  const cardIds = [...wanted.keys()].sort();

  return db.transaction(async (tx) => {
    await lockBuyer(tx, buyerId);
    const { cards, contacts } = await lockCards(tx, buyerId, cardIds);
    const refused = refusalOf(items, cards, buyerId, wanted);
    if (refused) return { refused };
    const sellers = [...new Set([...cards.values()].map((card) => card.ownerId))];
    await assertNotBlocked(tx, buyerId, sellers);
    await assertMayReserve(tx, buyerId, sellers, limits, now);

    const created = await insertReservations(tx, buyerId, items, cards, now);

    // Public pages and their caches follow: a library whose card now shows 'Reservado'.
    const nowReserved = [...cards.values()].filter(
      (card) => card.active + wanted.get(card.id)! >= card.quantity,
    );
    const touched = [...new Set(nowReserved.map((card) => card.libraryId))];
    if (touched.length) {
      await tx.update(libraries).set(libraryTouched(now)).where(anyOf(libraries.id, touched));
    }
    // The contacts the mails carry are also the answer's: the buyer sees each seller's.
    await mailReservations(tx, buyerId, created, contacts, publicUrl, now);
    // As the buyer's list shows them, without reading them back.
    const reputations = await findReputations(tx, sellers);
    const reserved = created
      .sort(newestFirst)
      .map((row) =>
        toReservation(row, contacts.get(row.sellerId)!, reputations.get(row.sellerId)!),
      );
    return { reserved };
  });
}
