import type {
  MeetingChoice,
  ParsedCreateReservations,
  ParsedReservationItems,
  Reservation,
} from '@mdc/shared';
import type { Database } from '../../db/client';
import { assertNoneBlocked } from '../blocks/index';
import { touchLibraries } from '../libraries/index';
import { insertReservations } from './insert-reservations';
import { lockCards, type LockedCard } from './lock-cards';
import { mailReservations } from './mail-reservations';
import { findMeetings, meetingViews } from './meeting-view';
import { proposeWithReservation } from './meetings';
import { newestFirst, toReservation } from './reservation-view';
import { assertMayReserve, type ReservationLimits } from './reservation-limits';

/**
 * POST /reservation: every listed card reserved, or none. A card of quantity q takes up to q
 * active reservations; a card id twice in one request is two copies. The buyer, the cards'
 * libraries and the cards are locked first, in library then card id order (lock-cards.ts): every write to a
 * library's cards takes the library's lock first, so concurrent requests for the same copies
 * queue instead of both counting the copy free, and never deadlock.
 */

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
 * `request`: the cards as a list, or `{ cards, meetings }` with the meetings the buyer proposes
 * to some of their sellers (meetings.ts; a refused meeting refuses the request). `publicUrl`:
 * the site's address for the mails' links; null, mails without one. `limits`: how many sellers
 * and cancellations the buyer may have (reservation-limits.ts).
 */
export async function reserveCards(
  db: Database,
  buyerId: string,
  request: ParsedCreateReservations,
  now: Date,
  publicUrl: string | null,
  limits: ReservationLimits,
): Promise<ReserveResult> {
  const [items, choices]: [ParsedReservationItems, MeetingChoice[]] = Array.isArray(request)
    ? [request, []]
    : [request.cards, request.meetings];
  const wanted = new Map<string, number>();
  for (const item of items) wanted.set(item.cardId, (wanted.get(item.cardId) ?? 0) + 1);
  const cardIds = [...wanted.keys()].sort();

  return db.transaction(async (tx) => {
    const locked = await lockCards(tx, buyerId, cardIds, limits, now);
    const { cards, contacts, reputations } = locked;
    const refused = refusalOf(items, cards, buyerId, wanted);
    if (refused) return { refused };
    const sellers = [...new Set([...cards.values()].map((card) => card.ownerId))];
    assertNoneBlocked(locked.blockedNames);
    assertMayReserve(locked.standing, sellers, limits, now);

    const created = await insertReservations(tx, buyerId, items, cards, now);
    const sellerNames = new Map(sellers.map((id) => [id, contacts.get(id)?.username ?? null]));
    const meetingLines = await proposeWithReservation(
      tx,
      buyerId,
      choices,
      created,
      sellerNames,
      now,
    );

    // Public pages and their caches follow: a library whose card now shows 'Reservado'.
    const nowReserved = [...cards.values()].filter(
      (card) => card.active + wanted.get(card.id)! >= card.quantity,
    );
    await touchLibraries(tx, [...new Set(nowReserved.map((card) => card.libraryId))], now);
    // The contacts the mails carry are also the answer's: the buyer sees each seller's.
    await mailReservations(tx, buyerId, created, contacts, publicUrl, now, meetingLines);
    // As the buyer's list shows them, without reading them back.
    const meetings = await meetingViews(
      tx,
      await findMeetings(
        tx,
        created.map((row) => row.meetingId),
      ),
      buyerId,
    );
    const reserved = created
      .sort(newestFirst)
      .map((row) =>
        toReservation(
          row,
          contacts.get(row.sellerId)!,
          reputations.get(row.sellerId)!,
          (row.meetingId && meetings.get(row.meetingId)) || null,
        ),
      );
    return { reserved };
  });
}
