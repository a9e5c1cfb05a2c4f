import { sql, type SQL } from 'drizzle-orm';
import { libraries, libraryCards, users } from '../../db/schema/index';
import type { Executor } from './library-queries';

/**
 * Which lines a search can find, kept in `library_cards.listed` so that the search's indexes
 * hold only those (decision 014): the lines of sale and trade libraries of active accounts. A
 * line is listed as it is written; its library's flags and its owner's account change it after.
 */

/** The rule, for a library `l` joined to its owner `u`. */
export const isListed = (library: SQL, owner: SQL) =>
  sql`(not ${library}.buying and (${library}.selling or ${library}.trading) and ${owner}.disabled_at is null)`;

/** Whether library `libraryId`'s lines are listed now: the value a new line is written with. */
export const listedNow = (libraryId: string | SQL) =>
  sql`(select ${isListed(sql`l`, sql`u`)} from ${libraries} l join ${users} u on u.id = l.owner_id
       where l.id = ${libraryId})`;

/** After a change of library `libraryId`'s flags: its lines follow. */
export async function relistLibraryCards(db: Executor, libraryId: string): Promise<void> {
  await db.execute(sql`update ${libraryCards} set listed = ${listedNow(libraryId)}
    where library_id = ${libraryId} and listed is distinct from ${listedNow(libraryId)}`);
}

/**
 * After an account is disabled (in that transaction): none of its lines is listed. Its libraries
 * are locked first, as every write to their cards locks them, so a line being written at this
 * moment is either seen here or written after, reading the disabled account.
 */
export async function unlistOwnerCards(db: Executor, ownerId: string): Promise<void> {
  await db.execute(
    sql`select id from ${libraries} where owner_id = ${ownerId} order by id for update`,
  );
  await db.execute(sql`update ${libraryCards} set listed = false
    where listed and library_id in (select id from ${libraries} where owner_id = ${ownerId})`);
}
