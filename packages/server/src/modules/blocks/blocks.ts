import { BLOCK_MESSAGES, type BlockedUser, type BlockState } from '@mdc/shared';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { userBlocks } from '../../db/schema/index';
import { AppError } from '../../errors';
import { accountsView, findUserByUsername } from '../accounts/index';

/**
 * Blocks. A block is the blocker's alone (the blocked user is not told), and
 * it works both ways: neither sees the other's cards in searches and recommendations (the
 * blocked user would otherwise find cards they can never reserve), and neither can reserve from
 * the other.
 */

/** The users `readerId` blocked or was blocked by, as an uncorrelated subquery of user ids. */
export const blockedEitherWay = (readerId: SQL | string) =>
  sql`(select ${userBlocks.blockedId} from ${userBlocks} where ${userBlocks.blockerId} = ${readerId}
       union all
       select ${userBlocks.blockerId} from ${userBlocks} where ${userBlocks.blockedId} = ${readerId})`;

/** A live account by user name (any case), or BLK-404. */
export async function findUser(db: Database, username: string) {
  const row = await findUserByUsername(db, username);
  if (!row?.username || row.disabledAt) throw AppError.of('blockTargetNotFound');
  return { id: row.id, user: row.username };
}

/**
 * Whether a block stands between the reader and `username` (the public library page
 * then offers nothing to reserve): `byYou` when the reader blocked them, `eitherWay` when only
 * they blocked the reader, who is not told more. Nobody by that name: BLK-404.
 */
export async function blockStateWith(
  db: Database,
  readerId: string,
  username: string,
): Promise<BlockState> {
  const other = await findUser(db, username);
  const [row] = await queryRows<{ byYou: boolean; byThem: boolean }>(
    db,
    sql`select exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${readerId}
                         and ${userBlocks.blockedId} = ${other.id}) as "byYou",
               exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${other.id}
                         and ${userBlocks.blockedId} = ${readerId}) as "byThem"`,
  );
  if (row?.byYou) return 'byYou';
  return row?.byThem ? 'eitherWay' : 'none';
}

/** Lifts the block of `username`, if there was one. Answers the user name as stored. */
export async function unblockUser(db: Database, blockerId: string, username: string) {
  const blocked = await findUser(db, username);
  await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blocked.id)));
  return blocked.user;
}

/** Whom `blockerId` blocked, newest first (purged accounts, which have no name, left out). */
export async function listBlocks(db: Database, blockerId: string): Promise<BlockedUser[]> {
  const blocked = accountsView('blocked');
  const rows = await db
    .select({ user: blocked.username, blockedAt: userBlocks.createdAt })
    .from(userBlocks)
    .innerJoin(blocked, eq(blocked.id, userBlocks.blockedId))
    .where(and(eq(userBlocks.blockerId, blockerId), sql`${blocked.username} is not null`))
    .orderBy(desc(userBlocks.createdAt), blocked.username);
  return rows.map((row) => ({ user: row.user!, blockedAt: row.blockedAt!.toISOString() }));
}

/**
 * Inside a reservation's transaction: refuses (RES-007, naming them) when the buyer blocked any
 * of its sellers or was blocked by one. `names`: those sellers' user names, in name order, read
 * with the reservation's other reads (`u.id in blockedEitherWay(buyerId)`).
 */
export function assertNoneBlocked(names: (string | null)[]): void {
  if (names.length) {
    throw AppError.of('reservationBlocked', BLOCK_MESSAGES.reserveBlocked(names as string[]));
  }
}
