import { createHash } from 'node:crypto';
import { tooManyAttemptsMessage } from '@mdc/shared';
import { eq, like, or, sql } from 'drizzle-orm';
import { anyOf, type Database } from '../../db/client';
import { loginFailures } from '../../db/schema/index';
import { AppError } from '../../errors';

/**
 * Back-off on failed logins, kept in PostgreSQL so every instance sees it. Failures are counted
 * per account name *from one address* (a stranger's failures do not lock the owner out of their
 * own address), per account name from anywhere (a looser ceiling against guessing spread over
 * many addresses) and per address (one address guessing at many accounts). The first failures
 * are free; then each failure doubles the wait (1 min … 1 h). While blocked, the password is
 * not even checked.
 *
 * The account is counted by the name typed (user name or e-mail, hashed), never by the user it
 * belongs to: otherwise failures with a user name would block its e-mail, and the answer would
 * tell which e-mail belongs to which user name.
 */

const MINUTE_MS = 60 * 1000;
export const LOGIN_THROTTLE = {
  freeFailures: { accountFromIp: 5, account: 50, ip: 20 },
  firstDelayMs: MINUTE_MS,
  maxDelayMs: 60 * MINUTE_MS,
  /** A day without failures forgets them. */
  forgetAfterMs: 24 * 60 * MINUTE_MS,
} as const;

type Scope = keyof typeof LOGIN_THROTTLE.freeFailures;

export type ThrottleKeys = Record<Scope, string>;

const accountKey = (identifier: string) =>
  createHash('sha256').update(identifier.trim().toLowerCase()).digest('base64url');

/** The keys of one login attempt: `identifier` is the user name or e-mail as typed. */
export function throttleKeys(identifier: string, ip: string): ThrottleKeys {
  const account = accountKey(identifier);
  return {
    accountFromIp: `account-ip:${account}:${ip}`,
    account: `account:${account}`,
    ip: `ip:${ip}`,
  };
}

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
  const scopes = Object.keys(keys) as Scope[];
  const rows = await db
    .select()
    .from(loginFailures)
    .where(anyOf(loginFailures.key, Object.values(keys)));
  let until = 0;
  for (const row of rows) {
    if (now.getTime() - row.lastFailureAt.getTime() > LOGIN_THROTTLE.forgetAfterMs) continue;
    const scope = scopes.find((name) => keys[name] === row.key);
    if (!scope) continue;
    const free = LOGIN_THROTTLE.freeFailures[scope];
    until = Math.max(until, blockedUntil(row.failures, row.lastFailureAt, free));
  }
  if (until > now.getTime()) {
    const waitMs = until - now.getTime();
    const minutes = Math.ceil(waitMs / MINUTE_MS);
    throw AppError.tooMany(
      'loginThrottled',
      tooManyAttemptsMessage('login', minutes),
      waitMs / 1000,
    );
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
    .values(Object.values(keys).map((key) => ({ key, failures: 1, lastFailureAt: now })))
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`case when ${loginFailures.lastFailureAt} < ${forgetBefore.toISOString()}::timestamptz then 1 else ${loginFailures.failures} + 1 end`,
        lastFailureAt: now,
      },
    });
}

/**
 * A successful login forgets the failures of that name from that address. Not the address's
 * (one good account must not unlock guessing at others), nor the name's from everywhere (the
 * owner logging in must not reset the count of a guesser elsewhere).
 */
export async function clearLoginFailures(db: Database, keys: ThrottleKeys): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, keys.accountFromIp));
}

/**
 * Forgets every failure counted against these names (a user's name and e-mail), from every
 * address: after a password reset, which proves the mailbox, or when the account is erased.
 */
export async function forgetAccountFailures(
  db: Database,
  identifiers: (string | null)[],
): Promise<void> {
  for (const identifier of identifiers) {
    if (!identifier) continue;
    const account = accountKey(identifier);
    await db
      .delete(loginFailures)
      .where(
        or(
          eq(loginFailures.key, `account:${account}`),
          like(loginFailures.key, `account-ip:${account}:%`),
        ),
      );
  }
}
