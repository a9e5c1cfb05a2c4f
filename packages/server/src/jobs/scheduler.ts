import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { catalogRefreshJob } from '../modules/catalog/refresh-job';
import { deleteExpiredRowsJob } from './delete-expired-rows';
import { purgeAccountsJob } from './purge-accounts';
import { runJobIfDue, type Job } from './runner';

const TICK_MS = 5 * 60 * 1000;
const FIRST_TICK_MS = 30 * 1000;

/** The jobs this configuration schedules. */
export function scheduledJobs(config: Config): Job[] {
  const jobs: Job[] = [purgeAccountsJob(config.accountPurgeDays), deleteExpiredRowsJob];
  if (config.catalogUrl || config.pricesUrl) jobs.push(catalogRefreshJob(config));
  return jobs;
}

/**
 * Checks every few minutes which jobs are due; every instance does, the lock in runJobIfDue
 * makes one of them do the work. Returns the function that stops it.
 */
export function scheduleJobs(app: FastifyInstance): () => void {
  const jobs = scheduledJobs(app.config);
  // A run longer than the tick must not start a second one in this process: PGlite's single
  // session would let it take the session lock again.
  const running = new Set<string>();
  let stopped = false;
  const tick = async () => {
    for (const job of jobs) {
      if (stopped || running.has(job.name)) continue;
      running.add(job.name);
      try {
        const outcome = await runJobIfDue(app.db, job, app.clock());
        if (outcome.ran) app.log.info({ job: job.name }, outcome.message);
      } catch (err) {
        if (!stopped) app.log.error({ err, job: job.name }, 'scheduled job failed');
      } finally {
        running.delete(job.name);
      }
    }
  };
  const first = setTimeout(() => void tick(), FIRST_TICK_MS);
  const interval = setInterval(() => void tick(), TICK_MS);
  first.unref();
  interval.unref();
  return () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(interval);
  };
}
