import { and, asc, lte, not } from 'drizzle-orm';
import { anyOf, type Database } from '../../db/client';
import { reservations } from '../../db/schema/index';
import { lockLibraries, touchLibraries } from '../libraries/index';
import { cancelReservationRows, librariesOf } from './cancel-reservations';
import { isActive } from './reserved-flag';

/**
 * RESERVATION_TTL_DAYS: an active reservation the seller has not answered (`responded` false)
 * that old is cancelled, its copy freed, buyer and seller told. In batches, each its own
 * transaction, so a long backlog never holds many libraries' locks at once.
 */

export const EXPIRY_BATCH_SIZE = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Unanswered active reservations created at or before `cutoff` (reservations_unanswered_idx). */
const unansweredSince = (cutoff: Date) =>
  and(isActive, not(reservations.responded), lte(reservations.createdAt, cutoff))!;

async function expireBatch(
  tx: Database,
  cutoff: Date,
  ttlDays: number,
  batchSize: number,
  now: Date,
  publicUrl: string | null,
): Promise<{ seen: number; expired: number }> {
  const due = await tx
    .select({ id: reservations.id, libraryId: reservations.libraryId })
    .from(reservations)
    .where(unansweredSince(cutoff))
    .orderBy(asc(reservations.createdAt), asc(reservations.id))
    .limit(batchSize);
  if (!due.length) return { seen: 0, expired: 0 };
  // Library → reservation, as every reservation write; the filter is checked again under the
  // locks (a seller may have answered, or another run expired them, meanwhile).
  const libraryIds = [...new Set(due.flatMap((row) => (row.libraryId ? [row.libraryId] : [])))];
  await lockLibraries(tx, libraryIds.sort());
  const filter = and(
    anyOf(
      reservations.id,
      due.map((row) => row.id),
    ),
    unansweredSince(cutoff),
  )!;
  const reason = { expiredAfterDays: ttlDays };
  const expired = await cancelReservationRows(tx, filter, null, reason, now, publicUrl);
  await touchLibraries(tx, librariesOf(expired), now);
  return { seen: due.length, expired: expired.length };
}

/**
 * Expires every due reservation, a batch at a time; answers how many it expired. `publicUrl`:
 * the site's address for the mails' links.
 */
export async function expireReservations(
  db: Database,
  now: Date,
  ttlDays: number,
  publicUrl: string | null,
  batchSize = EXPIRY_BATCH_SIZE,
): Promise<number> {
  const cutoff = new Date(now.getTime() - ttlDays * DAY_MS);
  let total = 0;
  for (;;) {
    const batch = await db.transaction((tx) =>
      expireBatch(tx, cutoff, ttlDays, batchSize, now, publicUrl),
    );
    total += batch.expired;
    if (batch.seen < batchSize) return total;
  }
}
