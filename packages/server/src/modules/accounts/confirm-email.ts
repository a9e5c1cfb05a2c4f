import { ERRORS } from '@mdc/shared';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { AppError } from '../../errors';
import { claimAccountToken, findAccountToken } from './account-tokens';
import type { AccountsContext } from './context';
import { rethrowUniqueViolation } from './identity';

/**
 * Follows a mailed validation link: a registration link validates the account; an e-mail change
 * link makes the pending address the account's e-mail. A link opened again for an address that
 * is already validated gets its own answer, so the page can send the user to log in.
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
    .catch(async (error: unknown) => {
      if (await isSpentOnValidatedEmail(context, rawToken, error)) {
        throw AppError.of('alreadyValidated');
      }
      return rethrowUniqueViolation(error);
    });
}

const SPENT_CODES: string[] = [ERRORS.tokenUsed.code, ERRORS.tokenExpired.code];

async function isSpentOnValidatedEmail(
  { db }: AccountsContext,
  rawToken: string,
  error: unknown,
): Promise<boolean> {
  if (!(error instanceof AppError) || !SPENT_CODES.includes(error.code)) return false;
  const token = await findAccountToken(db, rawToken, ['validation', 'email-change']);
  if (!token) return false;
  const [validated] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, token.userId),
        eq(users.email, token.email),
        isNotNull(users.emailValidatedAt),
        isNull(users.disabledAt),
      ),
    );
  return validated !== undefined;
}
