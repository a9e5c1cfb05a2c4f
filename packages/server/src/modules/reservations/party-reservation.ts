import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reservations } from '../../db/schema/index';
import { AppError } from '../../errors';

/**
 * The reservation `id`, when `userId` is its buyer or its seller; anyone else gets 404, as if it
 * did not exist. `lock`: FOR UPDATE, inside the transaction that changes it.
 */
export async function findPartyReservation(db: Database, userId: string, id: string, lock = false) {
  const query = db.select().from(reservations).where(eq(reservations.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || (row.buyerId !== userId && row.sellerId !== userId)) {
    throw AppError.of('reservationNotFound');
  }
  return row;
}
