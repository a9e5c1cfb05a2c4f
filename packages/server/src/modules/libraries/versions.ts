import { eq } from 'drizzle-orm';
import { anyOf } from '../../db/client';
import { libraries } from '../../db/schema/index';
import { libraryTouched, type Executor } from './library-queries';

/**
 * Raises these libraries' versions (their public pages' cache key, public-library-cache.ts)
 * after a change of what the pages show made by another module: a reservation taking or freeing
 * copies, a moderator's action. The caller holds their locks.
 */
export async function touchLibraries(db: Executor, ids: string[], now: Date): Promise<void> {
  if (!ids.length) return;
  await db.update(libraries).set(libraryTouched(now)).where(anyOf(libraries.id, ids));
}

/** The same for every library of one owner (its account suspended or reinstated). */
export async function touchOwnerLibraries(db: Executor, ownerId: string, now: Date) {
  await db.update(libraries).set(libraryTouched(now)).where(eq(libraries.ownerId, ownerId));
}
