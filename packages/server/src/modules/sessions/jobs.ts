import type { Job } from '../../jobs/job';
import { deleteExpiredSessions } from './service';

/** Keeps the sessions table from growing without end. */
export const deleteExpiredSessionsJob: Job = {
  name: 'delete-expired-sessions',
  intervalMs: 60 * 60 * 1000,
  lock: 'transaction',
  async run(db, now) {
    return `deleted ${await deleteExpiredSessions(db, now)} expired session(s)`;
  },
};
