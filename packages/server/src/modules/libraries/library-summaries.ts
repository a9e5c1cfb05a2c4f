import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { anyOf } from '../../db/client';
import { libraries } from '../../db/schema/index';
import { libraryTouched, type Executor } from './library-queries';
import { relistLibraryCards } from './listing';

/** What moderation and the reports read and change of a library (modules/moderation, reports). */

export interface LibrarySummary {
  name: string;
  ownerId: string;
  /** Hidden by a moderator. */
  hidden: boolean;
}

/** Each of these libraries' name, owner and state, by id, in one query. */
export async function findLibrarySummaries(
  db: Executor,
  ids: string[],
): Promise<Map<string, LibrarySummary>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: libraries.id,
      name: libraries.name,
      ownerId: libraries.ownerId,
      hidden: sql<boolean>`${libraries.hiddenAt} is not null`,
    })
    .from(libraries)
    .where(anyOf(libraries.id, [...new Set(ids)]));
  return new Map(rows.map(({ id, ...summary }) => [id, summary]));
}

/**
 * A moderator hides the library (its lines leave the search, its page says why) or shows it
 * again; false when it already was so (another moderator acted first).
 */
export async function setLibraryHidden(
  db: Executor,
  libraryId: string,
  hidden: boolean,
  now: Date,
): Promise<boolean> {
  const changed = await db
    .update(libraries)
    .set({ hiddenAt: hidden ? now : null, ...libraryTouched(now) })
    .where(
      and(
        eq(libraries.id, libraryId),
        hidden ? isNull(libraries.hiddenAt) : isNotNull(libraries.hiddenAt),
      ),
    )
    .returning({ id: libraries.id });
  if (!changed.length) return false;
  await relistLibraryCards(db, libraryId);
  return true;
}
