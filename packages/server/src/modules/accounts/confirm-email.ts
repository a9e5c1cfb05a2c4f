import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { AppError } from '../../errors';
import { claimAccountToken } from './account-tokens';
import type { AccountsContext } from './context';
import { rethrowUniqueViolation } from './identity';

/**
 * Follows a mailed validation link: a registration link validates the account; an e-mail change
 * link makes the pending address the account's e-mail.
 */
export async function confirmEmail(context: AccountsContext, rawToken: string): Promise<void> {
  const { db, now } = context;
  await db
    .transaction(async (tx) => {
      const token = await claimAccountToken(tx, rawToken, ['validation', 'email-change'], now);
      if (token.purpose === 'validation') {
        await tx
          .update(users)
          .set({
            emailValidatedAt: sql`coalesce(${users.emailValidatedAt}, ${now.toISOString()}::timestamptz)`,
            updatedAt: now,
          })
          .where(eq(users.id, token.userId));
        return;
      }
      const [user] = await tx
        .select({ pendingEmail: users.pendingEmail })
        .from(users)
        .where(eq(users.id, token.userId));
      // A later change replaced this one: only the newest pending address can be confirmed.
      if (user?.pendingEmail !== token.email) throw AppError.of('tokenInvalid');
      await tx
        .update(users)
        .set({ email: token.email, pendingEmail: null, emailValidatedAt: now, updatedAt: now })
        .where(eq(users.id, token.userId));
    })
    .catch(rethrowUniqueViolation);
}
