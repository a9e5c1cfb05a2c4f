import { and, eq, isNull } from 'drizzle-orm';
import { accountTokens, users } from '../../db/schema/index';
import { deletionMail } from './mails';
import { enqueueMail } from '../mail/index';
import { forgetMemberPlaces } from '../places/index';
import { endUserSessions } from '../sessions/index';
import type { AccountsContext } from './context';
import { verifyCredentials } from './credentials';
import { accountsNeeds } from './needs';
import { getProfile } from './queries';

/**
 * Deletion request with e-mail and password: the account is disabled at once (login refused,
 * sessions ended, open links spent, libraries hidden through `activeUser` and its cards from the search, its meeting points off every list, active reservations
 * cancelled with the other party told) and the purge job erases its data after ACCOUNT_PURGE_DAYS. Asking again for a disabled account succeeds again.
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
  const email = user.email;

  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ disabledAt: now, pendingEmail: null, updatedAt: now })
      .where(eq(users.id, user.id));
    await endUserSessions(tx, user.id);
    await accountsNeeds.get().accountClosed(tx, user.id, now, context.publicUrl);
    await forgetMemberPlaces(tx, user.id);
    await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.userId, user.id), isNull(accountTokens.usedAt)));
    const name = (await getProfile(tx, user.id))?.firstName ?? email;
    await enqueueMail(tx, deletionMail(email, name, context.purgeDays), now);
  });
  return { userId: user.id };
}
