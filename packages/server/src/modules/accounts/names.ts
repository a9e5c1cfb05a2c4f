import { eq } from 'drizzle-orm';
import { anyOf, type Database } from '../../db/client';
import { userProfiles, users } from '../../db/schema/index';

/** What other modules show of accounts they name (moderation's screen, its mails). */

export interface AccountName {
  /** Null once the account is purged. */
  user: string | null;
  suspended: boolean;
}

/** The user name and suspension of each of these accounts, by id, in one query. */
export async function findAccountNames(
  db: Database,
  ids: string[],
): Promise<Map<string, AccountName>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: users.id, user: users.username, suspendedAt: users.suspendedAt })
    .from(users)
    .where(anyOf(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, { user: row.user, suspended: !!row.suspendedAt }]));
}

/** Where to mail an account and how to greet it (first name, else user name); null: no e-mail. */
export async function findAddressee(
  db: Database,
  userId: string,
): Promise<{ email: string; name: string } | null> {
  const [row] = await db
    .select({ email: users.email, user: users.username, firstName: userProfiles.firstName })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row?.email) return null;
  return { email: row.email, name: row.firstName ?? row.user ?? row.email };
}
