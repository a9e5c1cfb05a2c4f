import { lt } from 'drizzle-orm';
import { accountTokens, loginFailures, rateLimitCounters } from '../../db/schema/index';
import type { Job } from '../../jobs/job';
import { LOGIN_THROTTLE } from './login-throttle';
import { purgeDisabledAccounts } from './purge-accounts';
import { MAIL_REQUEST_LIMITS } from './request-limits';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Expired links are kept a week so following one still says "expired" rather than "invalid". */
const EXPIRED_TOKEN_KEEP_MS = 7 * DAY_MS;

/** Erases deleted accounts' personal data once ACCOUNT_PURGE_DAYS have passed; checked hourly. */
export function purgeAccountsJob(purgeDays: number): Job {
  return {
    name: 'purge-accounts',
    intervalMs: HOUR_MS,
    lock: 'transaction',
    async run(db, now) {
      const purged = await purgeDisabledAccounts(db, now, purgeDays);
      return `purged ${purged} account(s)`;
    },
  };
}

/** Keeps the token and counter tables of accounts from growing without end. */
export const deleteExpiredAccountRowsJob: Job = {
  name: 'delete-expired-account-rows',
  intervalMs: HOUR_MS,
  lock: 'transaction',
  async run(db, now) {
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const tokens = await db
      .delete(accountTokens)
      .where(lt(accountTokens.expiresAt, ago(EXPIRED_TOKEN_KEEP_MS)))
      .returning({ id: accountTokens.id });
    await db
      .delete(loginFailures)
      .where(lt(loginFailures.lastFailureAt, ago(LOGIN_THROTTLE.forgetAfterMs)));
    const longestWindow = Math.max(
      MAIL_REQUEST_LIMITS.perEmail.windowMs,
      MAIL_REQUEST_LIMITS.perIp.windowMs,
    );
    await db
      .delete(rateLimitCounters)
      .where(lt(rateLimitCounters.windowStartedAt, ago(longestWindow)));
    return `deleted ${tokens.length} expired link(s) and stale counters`;
  },
};

export const accountJobs = (config: { accountPurgeDays: number }): Job[] => [
  purgeAccountsJob(config.accountPurgeDays),
  deleteExpiredAccountRowsJob,
];
