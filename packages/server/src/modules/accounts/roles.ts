import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';

/**
 * The account's standing that moderation changes: its role (granted from the command line,
 * modules/moderation/cli.ts) and its suspension (a moderator's action).
 */

export type Role = 'member' | 'moderator';

export async function findRole(db: Database, userId: string): Promise<Role | undefined> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role;
}

/** Sets the role of the live account `username` (any case); false when there is none. */
export async function setRole(db: Database, username: string, role: Role): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ role })
    .where(sql`lower(${users.username}) = lower(${username}) and ${users.disabledAt} is null`)
    .returning({ id: users.id });
  return updated.length > 0;
}

/** The user names of the accounts with `role`, in order. */
export async function listWithRole(db: Database, role: Role): Promise<string[]> {
  const rows = await db
    .select({ user: users.username })
    .from(users)
    .where(eq(users.role, role))
    .orderBy(users.username);
  return rows.flatMap((row) => (row.user ? [row.user] : []));
}

/**
 * Suspends the account or lifts its suspension; false when it already was so (another
 * moderator acted first). What else a suspension ends is the caller's (modules/moderation).
 */
export async function setSuspended(
  db: Database,
  userId: string,
  suspended: boolean,
  now: Date,
): Promise<boolean> {
  const changed = await db
    .update(users)
    .set({ suspendedAt: suspended ? now : null, updatedAt: now })
    .where(
      and(
        eq(users.id, userId),
        suspended ? isNull(users.suspendedAt) : isNotNull(users.suspendedAt),
      ),
    )
    .returning({ id: users.id });
  return changed.length > 0;
}
