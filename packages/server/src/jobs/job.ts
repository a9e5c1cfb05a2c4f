import type { Database } from '../db/client';

/**
 * Background work, as every feature declares it in its `jobs.ts` and `src/job-list.ts` lists it.
 * The scheduler checks each job on its own cadence; the runner makes sure several instances
 * against one database do not repeat each other's work.
 */
export interface Job {
  name: string;
  /**
   * The least time between two runs among all instances ('transaction' and 'session' jobs, kept
   * in job_runs); for a 'none' job, how often each instance runs it.
   */
  intervalMs: number;
  /** How often each instance checks whether the job is due; by default min(intervalMs, 5 min). */
  checkEveryMs?: number;
  /**
   * 'transaction': the work runs in one transaction holding a transaction-scoped advisory lock,
   * and is rolled back on failure. 'session': for work too long for one transaction (it commits
   * as it goes); a session-level lock is held on one connection while the work uses the
   * database. 'none': work that divides itself among instances (it claims its rows with
   * FOR UPDATE SKIP LOCKED), so every instance runs it at every check and job_runs is not used.
   */
  lock: 'transaction' | 'session' | 'none';
  /**
   * Does the work on the job's transaction or database; answers a line for the log and
   * job_runs ('' when there was nothing to do: nothing is logged).
   */
  run(db: Database, now: Date): Promise<string>;
}
