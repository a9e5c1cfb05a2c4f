import { and, eq, gt, isNull } from 'drizzle-orm';
import { anyOf, type Database } from '../../db/client';
import { accountTokens } from '../../db/schema/index';
import { AppError } from '../../errors';
import { createSecretToken, hashSecretToken } from '../../lib/secret-token';

/** Mailed single-use tokens: random, stored hashed, each purpose with its own lifetime. */

export type TokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];
export type AccountToken = typeof accountTokens.$inferSelect;

const HOUR_MS = 60 * 60 * 1000;
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  validation: 48 * HOUR_MS,
  'email-change': 48 * HOUR_MS,
  reset: HOUR_MS,
};

export async function issueAccountToken(
  db: Database,
  input: { userId: string; purpose: TokenPurpose; email: string; now: Date },
): Promise<string> {
  const token = createSecretToken();
  await db.insert(accountTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    email: input.email,
    tokenHash: hashSecretToken(token),
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + TOKEN_LIFETIME_MS[input.purpose]),
  });
  return token;
}

/**
 * Marks a token used and returns it; the conditional update makes two concurrent clicks spend it
 * once. Unknown, expired and already used tokens each get their own Spanish answer.
 */
export async function claimAccountToken(
  db: Database,
  token: string,
  purposes: TokenPurpose[],
  now: Date,
): Promise<AccountToken> {
  const tokenHash = hashSecretToken(token);
  const [claimed] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        anyOf(accountTokens.purpose, purposes),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning();
  if (claimed) return claimed;

  const existing = await findAccountToken(db, token, purposes);
  if (!existing) throw AppError.of('tokenInvalid');
  if (existing.usedAt) throw AppError.of('tokenUsed');
  throw AppError.of('tokenExpired');
}

/** A token as stored, used or not, expired or not; undefined when it was never issued. */
export async function findAccountToken(
  db: Database,
  token: string,
  purposes: TokenPurpose[],
): Promise<AccountToken | undefined> {
  const [found] = await db
    .select()
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, hashSecretToken(token)),
        anyOf(accountTokens.purpose, purposes),
      ),
    );
  return found;
}

/** Spends every open token of a purpose (a reset ends the other reset links too). */
export async function spendOpenTokens(
  db: Database,
  userId: string,
  purposes: TokenPurpose[],
  now: Date,
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        anyOf(accountTokens.purpose, purposes),
        isNull(accountTokens.usedAt),
      ),
    );
}
