import { STORED_SEARCHES_PER_USER, type StoredSearch } from '@mdc/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, sqlArray, type Database } from '../../db/client';
import { searches, users } from '../../db/schema/index';

/**
 * Logged-in users' searches (docs/decisions/016): each one is stored with its names (and the
 * Moxfield deck they came from); a user keeps the newest STORED_SEARCHES_PER_USER.
 */

type SearchRow = typeof searches.$inferSelect;

const toStoredSearch = (row: SearchRow): StoredSearch => ({
  id: row.id,
  names: row.names,
  deckId: row.deckId,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Stores a search and drops the user's older ones past the limit, in one statement (it runs
 * beside every logged-in search). The delete sees the searches as they were before this one,
 * so it keeps the newest STORED_SEARCHES_PER_USER - 1 of them.
 */
export async function storeSearch(
  db: Database,
  input: { userId: string; names: string[]; deckId?: string | null; now: Date },
): Promise<string> {
  const namesArray = sqlArray(input.names, 'text');
  const [stored] = await queryRows<{ id: string }>(
    db,
    sql`with stored as (
          insert into ${searches} (user_id, names, deck_id, created_at)
          values (${input.userId}, ${namesArray}, ${input.deckId ?? null},
                  ${input.now.toISOString()}::timestamptz)
          returning id
        ),
        dropped as (
          delete from ${searches} where id in (
            select id from ${searches} where user_id = ${input.userId}
            order by created_at desc, id desc offset ${STORED_SEARCHES_PER_USER - 1})
        )
        select id from stored`,
  );
  return stored!.id;
}

/** The user's newest stored search, or null. */
export async function findLastSearch(db: Database, userId: string): Promise<StoredSearch | null> {
  const [row] = await db
    .select()
    .from(searches)
    .where(eq(searches.userId, userId))
    .orderBy(desc(searches.createdAt), desc(searches.id))
    .limit(1);
  return row ? toStoredSearch(row) : null;
}

/** A stored search by its id, for anyone holding the link; null when it is not one (or its account was deleted). */
export async function findStoredSearch(db: Database, id: string): Promise<StoredSearch | null> {
  if (!z.uuid().safeParse(id).success) return null;
  const [row] = await db
    .select({ search: searches })
    .from(searches)
    .innerJoin(users, eq(users.id, searches.userId))
    .where(and(eq(searches.id, id.toLowerCase()), isNull(users.disabledAt)));
  return row ? toStoredSearch(row.search) : null;
}
