import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activeReservation, reservations } from '../../db/schema/index';

/**
 * Active = neither sold nor cancelled; a card is reserved when its active reservations take all
 * its copies. Both read the index `reservations_card_idx`.
 */
export const isActive = activeReservation('reservations');

/** `count(active reservations of the card) >= quantity`, for any query that reads cards. */
export const reservedFlag = (cardId: SQL, quantity: SQL) =>
  sql<boolean>`((select count(*) from ${reservations} as active_r
    where active_r.card_id = ${cardId} and ${activeReservation('active_r')})
    >= ${quantity})`;

/**
 * `card_id, active` for every card that has active reservations: one grouped read of
 * `reservations_active_card_idx` for a whole answer (the search's), where `reservedFlag` counts
 * per card. Active reservations are few (the expiry job ends the unanswered ones), so this
 * reads few rows whatever the answer's size, and the answer's cards are read once.
 */
export const activeReservationCounts = () =>
  sql`(select active_r.card_id, count(*)::int as active from ${reservations} as active_r
    where ${activeReservation('active_r')}
    group by active_r.card_id)`;

export const activeOfCard = (cardId: string) => and(eq(reservations.cardId, cardId), isActive);

/** How many active reservations hold copies of this card. */
export async function countActiveReservations(db: Database, cardId: string): Promise<number> {
  const [row] = await db.select({ count: count() }).from(reservations).where(activeOfCard(cardId));
  return row?.count ?? 0;
}
