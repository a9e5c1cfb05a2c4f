import type { Job } from '../../jobs/job';
import { deleteExpiredBotCheckUses } from './service';

/** Forgets redeemed challenges once they could no longer be replayed anyway. */
export const deleteExpiredBotCheckUsesJob: Job = {
  name: 'delete-expired-bot-check-uses',
  intervalMs: 60 * 60 * 1000,
  lock: 'transaction',
  async run(db, now) {
    return `deleted ${await deleteExpiredBotCheckUses(db, now)} expired bot-check use(s)`;
  },
};
