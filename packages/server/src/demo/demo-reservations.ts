import {
  argentinaDay,
  libraryCardKey,
  meetingDayOptions,
  type ParsedNewLibraryCard,
  type ParsedUpdateReservation,
} from '@mdc/shared';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { anyOf, queryRows, type Database } from '../db/client';
import { libraries, libraryCards, reservations } from '../db/schema/index';
import { findCardPrintings, findLibraryCards } from '../modules/libraries/index';
import { listMemberPlaces } from '../modules/places/index';
import {
  acceptMeeting,
  proposeMeeting,
  reserveCards,
  updateReservation,
} from '../modules/reservations/index';

/**
 * The demo writes a marketplace's history in one go, not a person's requests: the limits that
 * stop contact harvesting (reservation-limits.ts) do not apply to it.
 */
const DEMO_LIMITS = {
  sellersNew: Number.MAX_SAFE_INTEGER,
  sellersMax: Number.MAX_SAFE_INTEGER,
  newAccountDays: 0,
  cancelsPerDay: Number.MAX_SAFE_INTEGER,
};
/**
 * Reservations between the demo accounts, so both reservation screens are alive: each account
 * reserves from the next one (the last from the first) five lines of its smallest sale library,
 * through the reservations module's own rules, and leaves one in each state the screens show.
 * A pair that already has reservations keeps them (a rerun, or a demo being tried). Where the
 * seller lists places, the buyer proposes a meeting at the first on one of its next days, and
 * every other pair's seller accepts it: both screens show a proposal and an agreed meeting.
 */

export const DEMO_RESERVATION_STATES = [
  'pending, new',
  'pending, seen',
  'responded',
  'sold',
  'cancelled',
] as const;

interface DemoAccount {
  id: string;
  user: string;
}

/** Lines of at least 2 copies (a delivery leaves the line there) of the seller's smallest sale library. */
async function pickCards(db: Database, sellerId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select c.id from ${libraryCards} c join ${libraries} l on l.id = c.library_id
        where l.owner_id = ${sellerId} and l.selling and not l.buying and c.quantity >= 2
        order by (select sum(x.quantity) from ${libraryCards} x where x.library_id = l.id),
                 l.name, c.name, c.set_code, c.collector_number, c.foil, c.condition, c.language
        limit ${DEMO_RESERVATION_STATES.length}`,
  );
  return rows.map((row) => row.id);
}

/** The buyer proposes a meeting at the seller's first place; `agree`: the seller accepts it. */
async function demoMeeting(
  db: Database,
  buyer: DemoAccount,
  seller: DemoAccount,
  reservationId: string,
  agree: boolean,
  now: Date,
) {
  const [place] = await listMemberPlaces(db, seller.id);
  if (!place) return;
  const days = meetingDayOptions(place.days, argentinaDay(now));
  const day = days[1] ?? days[0];
  if (!day) return;
  const input = { reservationId, placeId: place.placeId, day, time: '18:00' };
  const meeting = await proposeMeeting(db, buyer.id, input, now, null);
  if (agree) await acceptMeeting(db, seller.id, meeting.meetingId, now, null);
}

async function ensurePair(
  db: Database,
  buyer: DemoAccount,
  seller: DemoAccount,
  now: Date,
  agreeMeeting: boolean,
): Promise<number> {
  const pair = and(eq(reservations.buyerId, buyer.id), eq(reservations.sellerId, seller.id));
  const [existing] = await db.select({ n: count() }).from(reservations).where(pair);
  if (existing!.n > 0) return 0;
  const cardIds = await pickCards(db, seller.id);
  if (cardIds.length < DEMO_RESERVATION_STATES.length) return 0;
  const items = cardIds.map((cardId) => ({ cardId, transactionType: 'sale' as const }));
  // Without the site's address at hand, the demo's mails carry no link.
  const { reserved } = await reserveCards(db, buyer.id, items, now, null, DEMO_LIMITS);
  if (!reserved) return 0;
  const idOf = new Map(reserved.map((row) => [row.cardId, row.reservationId]));
  const [, seen, responded, sold, cancelled] = cardIds.map((cardId) => idOf.get(cardId)!);
  await db
    .update(reservations)
    .set({ buyerNew: false, sellerNew: false })
    .where(anyOf(reservations.id, [seen!, responded!, sold!, cancelled!]));
  const change = (userId: string, input: ParsedUpdateReservation) =>
    updateReservation(db, userId, input, now, null);
  await change(seller.id, { reservationId: responded!, responded: true });
  await change(seller.id, { reservationId: sold!, responded: true, sold: true });
  await change(buyer.id, { reservationId: cancelled!, disabled: true });
  // After the changes: the open ones (new, seen, answered) share the meeting.
  await demoMeeting(db, buyer, seller, seen!, agreeMeeting, now);
  return reserved.length;
}

/** Each account reserves from the next; answers how many reservations were created. */
export async function ensureDemoReservations(
  db: Database,
  accounts: DemoAccount[],
  now: Date,
): Promise<number> {
  if (accounts.length < 2) return 0;
  let created = 0;
  for (const [i, buyer] of accounts.entries()) {
    const seller = accounts[(i + 1) % accounts.length]!;
    created += await ensurePair(db, buyer, seller, now, i % 2 === 0);
  }
  return created;
}

/**
 * A demo library's planned lines less the copies already delivered through its sold
 * reservations: a rerun sets each line's quantity again, and must not put a sold copy back.
 */
export async function withoutDeliveredCopies(
  db: Database,
  libraryId: string,
  cards: ParsedNewLibraryCard[],
): Promise<ParsedNewLibraryCard[]> {
  const delivered = await db
    .select({ cardId: reservations.cardId, copies: count() })
    .from(reservations)
    .where(
      and(
        eq(reservations.libraryId, libraryId),
        eq(reservations.sold, true),
        isNotNull(reservations.cardId),
      ),
    )
    .groupBy(reservations.cardId);
  if (!delivered.length) return cards;
  const keyOf = new Map((await findLibraryCards(db, libraryId)).map((row) => [row.id, row]));
  const left = new Map(
    delivered.map(({ cardId, copies }) => [libraryCardKey(keyOf.get(cardId!)!), copies]),
  );
  const printings = await findCardPrintings(db, cards);
  return cards.flatMap((card, i) => {
    const key = libraryCardKey({ ...card, printingKey: printings[i]!.printingKey });
    const copies = left.get(key) ?? 0;
    left.delete(key);
    return card.quantity > copies ? [{ ...card, quantity: card.quantity - copies }] : [];
  });
}
