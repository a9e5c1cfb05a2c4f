import { and, eq, isNull } from 'drizzle-orm';
import { accountTokens, users } from '../../db/schema/index';
import { deletionMail } from '../mail/templates';
import { endUserSessions } from '../sessions/service';
import { sendQuietly, type AccountsContext } from './context';
import { verifyCredentials } from './credentials';
import { getProfile } from './queries';

/**
 * Deletion request with e-mail and password: the account is disabled at once (login refused,
 * sessions ended, open links spent, libraries hidden through `activeUser`) and the purge job
 * erases its data after ACCOUNT_PURGE_DAYS. Asking again for a disabled account succeeds again.
 */
export async function deleteAccount(
  context: AccountsContext,
  input: { email: string; password: string; ip: string },
): Promise<{ userId: string }> {
  const { db, now } = context;
  const user = await verifyCredentials(db, {
    identifier: input.email,
    password: input.password,
    ip: input.ip,
    now,
  });
  if (user.disabledAt || !user.email) return { userId: user.id };

  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ disabledAt: now, pendingEmail: null, updatedAt: now })
      .where(eq(users.id, user.id));
    await endUserSessions(tx, user.id);
    await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.userId, user.id), isNull(accountTokens.usedAt)));
  });
  const name = (await getProfile(db, user.id))?.firstName ?? user.email;
  await sendQuietly(context, deletionMail(user.email, name, context.purgeDays));
  return { userId: user.id };
}
