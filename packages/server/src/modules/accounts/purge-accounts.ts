import { and, inArray, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountTokens, sessions, userProfiles, users } from '../../db/schema/index';
import { forgetAccountFailures } from './login-throttle';

/**
 * Erases the personal data of accounts disabled at least `purgeDays` ago: profile, credentials,
 * tokens, sessions. The users row stays, anonymous, so records of other people that point to it
 * (reservations) keep their counterpart. Runs inside the job's transaction.
 */
export async function purgeDisabledAccounts(
  db: Database,
  now: Date,
  purgeDays: number,
): Promise<number> {
  const cutoff = new Date(now.getTime() - purgeDays * 24 * 60 * 60 * 1000);
  const due = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(and(lte(users.disabledAt, cutoff), isNull(users.purgedAt)));
  if (!due.length) return 0;
  const ids = due.map((row) => row.id);

  await db.delete(userProfiles).where(inArray(userProfiles.userId, ids));
  await db.delete(accountTokens).where(inArray(accountTokens.userId, ids));
  await db.delete(sessions).where(inArray(sessions.userId, ids));
  await forgetAccountFailures(
    db,
    due.flatMap((row) => [row.username, row.email]),
  );
  await db
    .update(users)
    .set({
      username: null,
      email: null,
      pendingEmail: null,
      passwordHash: null,
      tycAcceptedAt: null,
      tycVersion: null,
      emailValidatedAt: null,
      purgedAt: now,
      updatedAt: now,
    })
    .where(inArray(users.id, ids));
  return ids.length;
}
