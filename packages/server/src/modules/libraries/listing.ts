import { sql, type SQL } from 'drizzle-orm';
import { libraries, libraryCards } from '../../db/schema/index';
import { partCall } from '../../db/result-card-sql';
import { accountsView } from '../accounts/index';
import type { Executor } from './library-queries';

/**
 * What a search knows of a line from its library and owner, kept on the line itself (decision
 * 014): `listed` (it is in a sale or trade library of an active account; the search's indexes
 * hold only those lines) and the owner's parts of its result card, `offer_owner` (province, city,
 * sale or trade) and `offer_seller` (user name). A line gets them as it is written; its
 * library's flags and its owner's account and profile change them after.
 */

/** The rule, for a library `l` joined to its owner `u`. */
export const isListed = (library: SQL, owner: SQL) =>
  sql`(not ${library}.buying and (${library}.selling or ${library}.trading) and ${library}.hidden_at is null
    and ${owner}.disabled_at is null and ${owner}.suspended_at is null)`;

/**
 * The values the lines of each library that `where` selects (on `l`, the library, and `u`, its
 * owner's account and profile through accounts' view: the names db/result-card-sql.ts's calls
 * are given) have now: `library_id`, `listed`, `offer_owner`, `offer_seller`, as a subquery.
 */
export const libraryListing = (where: SQL) =>
  sql`(select l.id as library_id, ${isListed(sql`l`, sql`u`)} as listed,
        ${sql.raw(partCall('owner', 'u'))} as offer_owner, ${sql.raw(partCall('seller', 'u'))} as offer_seller
      from ${libraries} l join ${accountsView('u')} on u.id = l.owner_id
      where ${where})`;

async function relist(db: Executor, where: SQL): Promise<void> {
  await db.execute(sql`update ${libraryCards} c
    set listed = s.listed, offer_owner = s.offer_owner, offer_seller = s.offer_seller
    from ${libraryListing(where)} s
    where c.library_id = s.library_id
      and (c.listed, c.offer_owner, c.offer_seller)
        is distinct from (s.listed, s.offer_owner, s.offer_seller)`);
}

/** After a change of library `libraryId`'s flags: its lines follow. */
export async function relistLibraryCards(db: Executor, libraryId: string): Promise<void> {
  await relist(db, sql`l.id = ${libraryId}`);
}

/**
 * After a change of an owner's account (disabled) or of what the search shows of them (user
 * name, province, city), in that transaction: the lines of all their libraries follow. The
 * libraries are locked first, as every write to their cards locks them, so a line being written
 * at this moment is either seen here or written after, reading the change.
 */
export async function relistOwnerCards(db: Executor, ownerId: string): Promise<void> {
  await db.execute(
    sql`select id from ${libraries} where owner_id = ${ownerId} order by id for update`,
  );
  await relist(db, sql`l.owner_id = ${ownerId}`);
}
