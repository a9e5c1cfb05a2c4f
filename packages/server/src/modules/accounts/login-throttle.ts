import { tooManyAttemptsMessage } from '@mdc/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema/index';
import { AppError } from '../../errors';

/**
 * Back-off on failed logins, per account and per IP, kept in PostgreSQL so every instance sees
 * it. The first failures are free; then each failure doubles the wait (1 min … 1 h). While
 * blocked, the password is not even checked.
 */

const MINUTE_MS = 60 * 1000;
export const LOGIN_THROTTLE = {
  freeFailures: { account: 5, ip: 20 },
  firstDelayMs: MINUTE_MS,
  maxDelayMs: 60 * MINUTE_MS,
  /** A day without failures forgets them. */
  forgetAfterMs: 24 * 60 * MINUTE_MS,
} as const;

export interface ThrottleKeys {
  account: string;
  ip: string;
}

/** Known accounts are counted by id, so user name and e-mail share one budget. */
export const userThrottleKey = (userId: string) => `account:user:${userId}`;

export const throttleKeys = (
  user: { id: string } | undefined,
  identifier: string,
  ip: string,
): ThrottleKeys => ({
  account: user ? userThrottleKey(user.id) : `account:name:${identifier}`,
  ip: `ip:${ip}`,
});

function blockedUntil(failures: number, lastFailureAt: Date, freeFailures: number): number {
  if (failures < freeFailures) return 0;
  const delay = Math.min(
    LOGIN_THROTTLE.firstDelayMs * 2 ** (failures - freeFailures),
    LOGIN_THROTTLE.maxDelayMs,
  );
  return lastFailureAt.getTime() + delay;
}

export async function assertLoginAllowed(
  db: Database,
  keys: ThrottleKeys,
  now: Date,
): Promise<void> {
  const rows = await db
    .select()
    .from(loginFailures)
    .where(inArray(loginFailures.key, [keys.account, keys.ip]));
  let until = 0;
  for (const row of rows) {
    if (now.getTime() - row.lastFailureAt.getTime() > LOGIN_THROTTLE.forgetAfterMs) continue;
    const free =
      row.key === keys.ip ? LOGIN_THROTTLE.freeFailures.ip : LOGIN_THROTTLE.freeFailures.account;
    until = Math.max(until, blockedUntil(row.failures, row.lastFailureAt, free));
  }
  if (until > now.getTime()) {
    const minutes = Math.ceil((until - now.getTime()) / MINUTE_MS);
    throw AppError.of('loginThrottled', tooManyAttemptsMessage('login', minutes));
  }
}

export async function recordLoginFailure(
  db: Database,
  keys: ThrottleKeys,
  now: Date,
): Promise<void> {
  const forgetBefore = new Date(now.getTime() - LOGIN_THROTTLE.forgetAfterMs);
  await db
    .insert(loginFailures)
    .values([
      { key: keys.account, failures: 1, lastFailureAt: now },
      { key: keys.ip, failures: 1, lastFailureAt: now },
    ])
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`case when ${loginFailures.lastFailureAt} < ${forgetBefore.toISOString()}::timestamptz then 1 else ${loginFailures.failures} + 1 end`,
        lastFailureAt: now,
      },
    });
}

/** A successful login forgets the account's failures (not the IP's: one good account must not unlock guessing at others). */
export async function clearLoginFailures(db: Database, accountKey: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, accountKey));
}
