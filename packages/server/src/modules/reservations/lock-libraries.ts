import { inArray, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { libraries } from '../../db/schema/index';

/**
 * Locks these libraries' rows until the transaction ends, in id order: the first lock of every
 * reservation write, as of every library write (library → card → reservation), so concurrent
 * writes queue instead of deadlocking.
 */
export async function lockLibraries(db: Database, ids: string[] | SQLWrapper): Promise<void> {
  if (Array.isArray(ids) && ids.length === 0) return;
  await db
    .select({ id: libraries.id })
    .from(libraries)
    .where(inArray(libraries.id, ids))
    .orderBy(libraries.id)
    .for('update');
}
