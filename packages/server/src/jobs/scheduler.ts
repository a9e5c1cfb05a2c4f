import type { FastifyInstance } from 'fastify';
import { deleteExpiredRowsJob } from './delete-expired-rows';
import { purgeAccountsJob } from './purge-accounts';
import { runJobIfDue, type Job } from './runner';

const TICK_MS = 5 * 60 * 1000;
const FIRST_TICK_MS = 30 * 1000;

/**
 * Checks every few minutes which jobs are due; every instance does, the lock in runJobIfDue
 * makes one of them do the work. Returns the function that stops it.
 */
export function scheduleJobs(app: FastifyInstance): () => void {
  const jobs: Job[] = [purgeAccountsJob(app.config.accountPurgeDays), deleteExpiredRowsJob];
  const tick = async () => {
    for (const job of jobs) {
      try {
        const outcome = await runJobIfDue(app.db, job, app.clock());
        if (outcome.ran) app.log.info({ job: job.name }, outcome.message);
      } catch (err) {
        app.log.error({ err, job: job.name }, 'scheduled job failed');
      }
    }
  };
  const first = setTimeout(() => void tick(), FIRST_TICK_MS);
  const interval = setInterval(() => void tick(), TICK_MS);
  first.unref();
  interval.unref();
  return () => {
    clearTimeout(first);
    clearInterval(interval);
  };
}
