import { inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { anyOf, preparedQuery, type Database } from '../../db/client';
import { libraries, libraryCards } from '../../db/schema/index';

/**
 * The libraries' row locks: every write to a library's lines takes its library's lock first,
 * then the lines', then their reservations' (library → card → reservation), so concurrent writes
 * queue instead of deadlocking. The reservations (modules/reservations) take them here.
 */

/** Locks these libraries' rows until the transaction ends, in id order. */
export async function lockLibraries(db: Database, ids: string[] | SQLWrapper): Promise<void> {
  if (Array.isArray(ids) && ids.length === 0) return;
  await db
    .select({ id: libraries.id })
    .from(libraries)
    .where(Array.isArray(ids) ? anyOf(libraries.id, ids) : inArray(libraries.id, ids))
    .orderBy(libraries.id)
    .for('update');
}

/** The same lock for every library of these owners. */
export async function lockOwnerLibraries(db: Database, ownerIds: string[]): Promise<void> {
  await lockLibraries(
    db,
    db.select({ id: libraries.id }).from(libraries).where(anyOf(libraries.ownerId, ownerIds)),
  );
}

/** A line as a reservation copies it, with what its library says of it. */
export interface LockedLine {
  id: string;
  libraryId: string;
  ownerId: string;
  name: string;
  setName: string | null;
  setCode: string | null;
  collectorNumber: string | null;
  imageUrls: string[];
  price: string;
  foil: boolean;
  referenceId: string | null;
  quantity: number;
  buying: boolean;
  selling: boolean;
  trading: boolean;
  /** A moderator hid its library. */
  hidden: boolean;
}

const lockLinesQuery = preparedQuery<LockedLine>('lock_lines', () => {
  const c = libraryCards;
  const l = libraries;
  // The advisory lock is one row every row of the join needs, so it is taken before any row
  // lock (the locking comes after the join); with no line found, nothing is locked at all.
  return sql`select ${c.id}, ${c.libraryId} as "libraryId", ${l.ownerId} as "ownerId", ${c.name},
      ${c.setName} as "setName", ${c.setCode} as "setCode",
      ${c.collectorNumber} as "collectorNumber", ${c.imageUrls} as "imageUrls", ${c.price},
      ${c.foil}, ${c.referenceId} as "referenceId", ${c.quantity}, ${l.buying}, ${l.selling},
      ${l.trading}, ${l.hiddenAt} is not null as hidden
    from (select pg_advisory_xact_lock(hashtextextended(${sql.placeholder('first')}::text, 0))) first,
      ${c} inner join ${l} on ${l.id} = ${c.libraryId}
    where ${c.id} = any(${sql.placeholder('cardIds')}::uuid[])
    order by ${l.id}, ${c.id}
    for update of ${l}, ${c}`;
});

/**
 * A reservation's first statement: the advisory lock `first` (a key of the caller's, taken for
 * the transaction before the rows'), then these lines and their libraries locked and read at
 * once, prepared so that PostgreSQL plans it once per connection. Locked in library then line
 * order: each line's lock comes after its library's, and a line's library is locked by whoever
 * writes the line, so no other write can hold a line this waits for.
 */
export async function lockLines(
  db: Database,
  cardIds: string[],
  first: string,
): Promise<LockedLine[]> {
  return lockLinesQuery(db, { cardIds, first });
}
