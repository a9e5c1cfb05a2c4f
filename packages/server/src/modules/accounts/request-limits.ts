import { ERRORS, tooManyAttemptsMessage } from '@mdc/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimitCounters } from '../../db/schema/index';
import { AppError } from '../../errors';

/**
 * Fixed-window counters in PostgreSQL for the requests that send mail (recovery, resend), per
 * e-mail and per IP. Unknown e-mails are counted like known ones, so the limit reveals nothing.
 */

const HOUR_MS = 60 * 60 * 1000;
export const MAIL_REQUEST_LIMITS = {
  perEmail: { max: 3, windowMs: HOUR_MS },
  perIp: { max: 10, windowMs: HOUR_MS },
} as const;

/** Adds one to a fixed-window counter (a new window once the old one is over); the counter. */
async function incrementCounter(
  db: Database,
  key: string,
  limit: { windowMs: number },
  now: Date,
): Promise<{ count: number; windowStartedAt: Date } | undefined> {
  const windowStart = new Date(now.getTime() - limit.windowMs).toISOString();
  const expired = sql`${rateLimitCounters.windowStartedAt} <= ${windowStart}::timestamptz`;
  const [counter] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimitCounters.windowStartedAt} end`,
      },
    })
    .returning();
  return counter;
}

/** 429 when the counter's window is still open and holds more than `limit.max`. */
function assertUnderLimit(
  counter: { count: number; windowStartedAt: Date } | undefined,
  limit: { max: number; windowMs: number },
  now: Date,
  message: (minutes: number) => string,
): void {
  const retryAt = counter ? counter.windowStartedAt.getTime() + limit.windowMs : 0;
  if (counter && counter.count > limit.max && retryAt > now.getTime()) {
    const waitMs = retryAt - now.getTime();
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
    throw AppError.tooMany('rateLimited', message(minutes), waitMs / 1000);
  }
}

async function countRequest(
  db: Database,
  key: string,
  limit: { max: number; windowMs: number },
  now: Date,
): Promise<void> {
  const counter = await incrementCounter(db, key, limit, now);
  assertUnderLimit(counter, limit, now, (minutes) => tooManyAttemptsMessage('mail', minutes));
}

/** Counts one mail request of `action` for an address and an IP; 429 past either limit. */
export async function limitMailRequest(
  db: Database,
  action: 'recover' | 'resend',
  email: string,
  ip: string,
  now: Date,
): Promise<void> {
  await countRequest(db, `${action}:email:${email}`, MAIL_REQUEST_LIMITS.perEmail, now);
  await countRequest(db, `${action}:ip:${ip}`, MAIL_REQUEST_LIMITS.perIp, now);
}

/**
 * "Already registered" answers (409) per IP: they tell whether a user name or an e-mail has an
 * account, so one address may get only a few an hour. Past them, registering and changing the
 * user name or e-mail answer 429 before anything is checked.
 */
export const IDENTITY_CONFLICT_LIMIT = { max: 5, windowMs: HOUR_MS } as const;

export async function limitIdentityConflicts<T>(
  db: Database,
  ip: string,
  now: Date,
  run: () => Promise<T>,
): Promise<T> {
  const key = `identity-conflict:ip:${ip}`;
  const [counter] = await db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
  // The next conflict would be one too many: refuse before checking.
  const next = counter && { ...counter, count: counter.count + 1 };
  assertUnderLimit(next, IDENTITY_CONFLICT_LIMIT, now, () => ERRORS.rateLimited.message);
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 409) {
      await incrementCounter(db, key, IDENTITY_CONFLICT_LIMIT, now);
    }
    throw err;
  }
}
