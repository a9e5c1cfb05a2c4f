import { lt } from 'drizzle-orm';
import { accountTokens, loginFailures, rateLimitCounters } from '../db/schema/index';
import { LOGIN_THROTTLE } from '../modules/accounts/login-throttle';
import { MAIL_REQUEST_LIMITS } from '../modules/accounts/request-limits';
import { deleteExpiredBotCheckUses } from '../modules/botcheck/service';
import { deleteExpiredSessions } from '../modules/sessions/service';
import type { Job } from './runner';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Expired links are kept a week so following one still says "expired" rather than "invalid". */
const EXPIRED_TOKEN_KEEP_MS = 7 * DAY_MS;

/** Keeps the session, token and counter tables from growing without end. */
export const deleteExpiredRowsJob: Job = {
  name: 'delete-expired-rows',
  intervalMs: 60 * 60 * 1000,
  lock: 'transaction',
  async run(db, now) {
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const sessions = await deleteExpiredSessions(db, now);
    const challenges = await deleteExpiredBotCheckUses(db, now);
    await db.delete(accountTokens).where(lt(accountTokens.expiresAt, ago(EXPIRED_TOKEN_KEEP_MS)));
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
    return `deleted ${sessions} session(s), ${challenges} bot-check use(s) and stale counters`;
  },
};
