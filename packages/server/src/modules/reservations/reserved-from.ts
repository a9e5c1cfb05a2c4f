import { and, eq, inArray, not } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reservations } from '../../db/schema/index';

/**
 * Of these sellers, the ones the buyer holds an active or sold (not cancelled) reservation with:
 * the two are parties of a reservation, so each may see the other's contact (DESIGN.md §5).
 * One query for any number of sellers.
 */
export async function findSellersReservedFrom(
  db: Database,
  buyerId: string,
  sellerIds: string[],
): Promise<Set<string>> {
  if (!sellerIds.length) return new Set();
  const rows = await db
    .selectDistinct({ sellerId: reservations.sellerId })
    .from(reservations)
    .where(
      and(
        eq(reservations.buyerId, buyerId),
        inArray(reservations.sellerId, [...new Set(sellerIds)]),
        not(reservations.disabled),
      ),
    );
  return new Set(rows.map((row) => row.sellerId));
}
