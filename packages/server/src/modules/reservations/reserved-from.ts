import { and, eq } from 'drizzle-orm';
import { anyOf, type Database } from '../../db/client';
import { reservations } from '../../db/schema/index';
import { contactAlive } from './contact-window';

/**
 * Of these sellers, the ones the buyer holds a live deal with (pending, answered, or delivered
 * in the last 30 days: contact-window.ts), so each may see the other's contact. One query for
 * any number of sellers.
 */
export async function findSellersReservedFrom(
  db: Database,
  buyerId: string,
  sellerIds: string[],
  now: Date,
): Promise<Set<string>> {
  if (!sellerIds.length) return new Set();
  const rows = await db
    .selectDistinct({ sellerId: reservations.sellerId })
    .from(reservations)
    .where(
      and(
        eq(reservations.buyerId, buyerId),
        anyOf(reservations.sellerId, [...new Set(sellerIds)]),
        contactAlive(now),
      ),
    );
  return new Set(rows.map((row) => row.sellerId));
}
