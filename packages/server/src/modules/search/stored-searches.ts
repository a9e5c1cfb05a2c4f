import {
  mergeSearchItems,
  STORED_SEARCHES_PER_USER,
  type SearchItem,
  type StoredSearch,
} from '@mdc/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { anyOf, queryRows, sqlArray, type Database } from '../../db/client';
import { searches } from '../../db/schema/index';
import { accountsView } from '../accounts/index';

/**
 * Logged-in users' searches (docs/decisions/016): each one is stored with its names and the
 * copies wanted of each (and the Moxfield deck they came from); a user keeps the newest
 * STORED_SEARCHES_PER_USER.
 */

type SearchRow = typeof searches.$inferSelect;

/** Searches stored before the copies were (migration 0022: an empty list) want one of each. */
const toStoredSearch = (row: SearchRow): StoredSearch => ({
  id: row.id,
  names: row.names,
  quantities: row.quantities.length === row.names.length ? row.quantities : row.names.map(() => 1),
  deckId: row.deckId,
  createdAt: row.createdAt.toISOString(),
});

/**
 * A stored search's names with their copies, as the search takes them: merged, as searches
 * stored before the copies were kept the names as sent, the same name possibly twice.
 */
export const storedItems = (search: StoredSearch): SearchItem[] =>
  mergeSearchItems(search.names.map((name, i) => ({ name, quantity: search.quantities[i] ?? 1 })));

/**
 * Stores a search (its items merged already: each name once) and drops the user's older ones
 * past the limit, in one statement (it runs
 * beside every logged-in search). The delete sees the searches as they were before this one,
 * so it keeps the newest STORED_SEARCHES_PER_USER - 1 of them.
 */
export async function storeSearch(
  db: Database,
  input: { userId: string; items: SearchItem[]; deckId?: string | null; now: Date },
): Promise<string> {
  const names = sqlArray(
    input.items.map((item) => item.name),
    'text',
  );
  const quantities = sqlArray(
    input.items.map((item) => item.quantity),
    'integer',
  );
  const [stored] = await queryRows<{ id: string }>(
    db,
    sql`with stored as (
          insert into ${searches} (user_id, names, quantities, deck_id, created_at)
          values (${input.userId}, ${names}, ${quantities}, ${input.deckId ?? null},
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
  const owner = accountsView('owner');
  const [row] = await db
    .select({ search: searches })
    .from(searches)
    .innerJoin(owner, eq(owner.id, searches.userId))
    .where(and(eq(searches.id, id.toLowerCase()), isNull(owner.disabledAt)));
  return row ? toStoredSearch(row.search) : null;
}

/** These accounts' stored searches, erased with their personal data (modules/accounts' purge). */
export async function forgetSearches(db: Database, userIds: string[]): Promise<void> {
  if (userIds.length) await db.delete(searches).where(anyOf(searches.userId, userIds));
}
