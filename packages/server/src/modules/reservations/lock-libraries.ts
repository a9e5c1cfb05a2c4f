import { inArray, type SQLWrapper } from 'drizzle-orm';
import { anyOf, type Database } from '../../db/client';
import { libraries, libraryCards } from '../../db/schema/index';

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
    .where(Array.isArray(ids) ? anyOf(libraries.id, ids) : inArray(libraries.id, ids))
    .orderBy(libraries.id)
    .for('update');
}

/**
 * The same lock for the libraries of these cards, found and locked in one statement: the one of
 * every reservation request, prepared so that PostgreSQL plans it once per connection.
 */
export async function lockLibrariesOfCards(db: Database, cardIds: string[]): Promise<void> {
  await db
    .select({ id: libraries.id })
    .from(libraries)
    .where(
      inArray(
        libraries.id,
        db
          .select({ id: libraryCards.libraryId })
          .from(libraryCards)
          .where(anyOf(libraryCards.id, cardIds)),
      ),
    )
    .orderBy(libraries.id)
    .for('update')
    .prepare('lock_libraries_of_cards')
    .execute();
}
