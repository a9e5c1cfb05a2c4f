import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { passwordResetMail } from './mails';
import { enqueueMail } from '../mail/index';
import { endUserSessions } from '../sessions/index';
import { claimAccountToken, issueAccountToken, spendOpenTokens } from './account-tokens';
import { resetLink, type AccountsContext } from './context';
import { forgetAccountFailures } from './login-throttle';
import { hashPassword } from './passwords';
import { findUserByEmail } from './queries';

/**
 * Mails a reset link to a live account, if the address has one: the lookup, and for an account
 * two inserts, in one transaction; the mail leaves from the outbox. Runs after the answer
 * (mail-requests.ts), so no address answers sooner or later than another.
 */
export async function mailResetLink(context: AccountsContext, email: string): Promise<void> {
  const { db, now } = context;
  await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user?.email || user.disabledAt) return false;
    const token = await issueAccountToken(tx, { userId: user.id, purpose: 'reset', email, now });
    const link = resetLink(context, token);
    await enqueueMail(tx, passwordResetMail(user.email, user.username ?? user.email, link), now);
    return true;
  });
}

/**
 * Sets a new password from a reset link: the link is spent (and any other reset link), every
 * session ends, the login back-off of the account is forgotten. Following a mailed link also
 * proves the address, so an unvalidated account becomes validated.
 */
export async function resetPassword(
  context: AccountsContext,
  input: { token: string; password: string },
): Promise<void> {
  const { db, now } = context;
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const token = await claimAccountToken(tx, input.token, ['reset'], now);
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        emailValidatedAt: sql`coalesce(${users.emailValidatedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(eq(users.id, token.userId))
      .returning({ username: users.username, email: users.email });
    await spendOpenTokens(tx, token.userId, ['reset'], now);
    await endUserSessions(tx, token.userId);
    await forgetAccountFailures(tx, [user?.username ?? null, user?.email ?? null]);
  });
}
