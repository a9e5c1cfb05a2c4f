import { and, isNull, lte } from 'drizzle-orm';
import { anyOf, type Database } from '../../db/client';
import { accountTokens, userProfiles, users } from '../../db/schema/index';
import { forgetMailTo } from '../mail/index';
import { endUserSessions } from '../sessions/index';
import { forgetAccountFailures } from './login-throttle';
import { accountsNeeds } from './needs';

/**
 * Erases the personal data of accounts disabled at least `purgeDays` ago: profile, credentials,
 * tokens, sessions and mail to their addresses here; their stored searches and the user name and
 * place their library lines keep for the search, through the modules that hold them
 * (`accountsPurged`, needs.ts). The users row stays, anonymous, so
 * records of other people that point to it (reservations) keep their counterpart. Runs inside
 * the job's transaction.
 */
export async function purgeDisabledAccounts(
  db: Database,
  now: Date,
  purgeDays: number,
): Promise<number> {
  const cutoff = new Date(now.getTime() - purgeDays * 24 * 60 * 60 * 1000);
  const due = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      pendingEmail: users.pendingEmail,
    })
    .from(users)
    .where(and(lte(users.disabledAt, cutoff), isNull(users.purgedAt)));
  if (!due.length) return 0;
  const ids = due.map((row) => row.id);

  await db.delete(userProfiles).where(anyOf(userProfiles.userId, ids));
  await db.delete(accountTokens).where(anyOf(accountTokens.userId, ids));
  for (const id of ids) await endUserSessions(db, id);
  await forgetMailTo(
    db,
    due.flatMap((row) => [row.email, row.pendingEmail]).filter((address) => address !== null),
  );
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
    .where(anyOf(users.id, ids));
  await accountsNeeds.get().accountsPurged(db, ids);
  return ids.length;
}
