import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { Job } from './job';
import { runJobIfDue } from './runner';

/** The longest a job waits between two checks unless it asks for another cadence. */
export const DEFAULT_CHECK_MS = 5 * 60 * 1000;
/** Checks start a little after start-up (sooner for a job checked more often than that). */
const FIRST_CHECK_MS = 30 * 1000;

export const checkEveryMsOf = (job: Job) =>
  job.checkEveryMs ?? Math.min(job.intervalMs, DEFAULT_CHECK_MS);

export interface SchedulerHost {
  db: Database;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** Told of each run that did its work or failed (the app's metrics). */
  metrics?: { jobRan(job: string, failed: boolean): void };
}

/**
 * Checks each job on its own cadence; every instance does, the lock in runJobIfDue makes one of
 * them do the work. The next check of a job is planned when its run ends, so a run longer than
 * the cadence never overlaps itself in this process (PGlite's single session would let it take
 * the session lock again). Returns the function that stops it.
 */
export function scheduleJobs(jobs: Job[], host: SchedulerHost): () => void {
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;

  const plan = (job: Job, delayMs: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void check(job);
    }, delayMs);
    timer.unref();
    timers.add(timer);
  };
  const check = async (job: Job) => {
    try {
      const outcome = await runJobIfDue(host.db, job, host.clock());
      if (outcome.ran) host.metrics?.jobRan(job.name, false);
      if (outcome.ran && outcome.message) host.log.info({ job: job.name }, outcome.message);
    } catch (err) {
      host.metrics?.jobRan(job.name, true);
      if (!stopped) host.log.error({ err, job: job.name }, 'scheduled job failed');
    } finally {
      if (!stopped) plan(job, checkEveryMsOf(job));
    }
  };

  for (const job of jobs) plan(job, Math.min(FIRST_CHECK_MS, checkEveryMsOf(job)));
  return () => {
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  };
}
