import { eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { jobRuns } from '../db/schema/index';

/**
 * Runs scheduled work so that, with several instances against one database, each run happens
 * once: the job holds a transaction-scoped advisory lock while it works, and a run recorded in
 * job_runs within the interval makes the others skip.
 */

export interface Job {
  name: string;
  intervalMs: number;
  /** Does the work inside the job's transaction; answers a line for the log and job_runs. */
  run(db: Database, now: Date): Promise<string>;
}

export type JobOutcome =
  { ran: true; message: string } | { ran: false; reason: 'locked' | 'not-due' };

export async function runJobIfDue(db: Database, job: Job, now: Date): Promise<JobOutcome> {
  const started = Date.now();
  try {
    return await db.transaction(async (tx) => {
      const [lock] = await queryRows<{ locked: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(hashtext(${`job:${job.name}`})) as locked`,
      );
      if (!lock?.locked) return { ran: false, reason: 'locked' } as const;
      const [last] = await tx.select().from(jobRuns).where(eq(jobRuns.name, job.name));
      if (
        last?.status === 'ok' &&
        last.startedAt &&
        now.getTime() - last.startedAt.getTime() < job.intervalMs
      ) {
        return { ran: false, reason: 'not-due' } as const;
      }
      const message = await job.run(tx, now);
      await recordRun(tx, job.name, now, started, 'ok', message);
      return { ran: true, message } as const;
    });
  } catch (err) {
    // The work was rolled back; keep a trace of the failure for whoever looks at job_runs.
    await recordRun(db, job.name, now, started, 'failed', String(err)).catch(() => {});
    throw err;
  }
}

async function recordRun(
  db: Database,
  name: string,
  now: Date,
  started: number,
  status: 'ok' | 'failed',
  message: string,
): Promise<void> {
  const values = {
    startedAt: now,
    finishedAt: new Date(now.getTime() + (Date.now() - started)),
    status,
    message: message.slice(0, 1000),
  };
  await db
    .insert(jobRuns)
    .values({ name, ...values })
    .onConflictDoUpdate({ target: jobRuns.name, set: values });
}
