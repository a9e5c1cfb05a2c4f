import { purgeDisabledAccounts } from '../modules/accounts/purge-accounts';
import type { Job } from './runner';

/** Erases deleted accounts' personal data once ACCOUNT_PURGE_DAYS have passed; checked hourly. */
export function purgeAccountsJob(purgeDays: number): Job {
  return {
    name: 'purge-accounts',
    intervalMs: 60 * 60 * 1000,
    lock: 'transaction',
    async run(db, now) {
      const purged = await purgeDisabledAccounts(db, now, purgeDays);
      return `purged ${purged} account(s)`;
    },
  };
}
