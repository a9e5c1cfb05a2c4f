import { tooManyAttemptsMessage } from '@mdc/shared';
import { sql } from 'drizzle-orm';
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

async function countRequest(
  db: Database,
  key: string,
  limit: { max: number; windowMs: number },
  now: Date,
): Promise<void> {
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
  if (counter && counter.count > limit.max) {
    const retryAt = counter.windowStartedAt.getTime() + limit.windowMs;
    const waitMs = retryAt - now.getTime();
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
    throw AppError.tooMany('rateLimited', tooManyAttemptsMessage('mail', minutes), waitMs / 1000);
  }
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
