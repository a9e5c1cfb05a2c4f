import { eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { jobRuns } from '../db/schema/index';
import { withAdvisoryLock } from './advisory-lock';
import type { Job } from './job';

/**
 * Runs scheduled work so that, with several instances against one database, each run happens
 * once: the job holds an advisory lock while it works, and a run recorded in job_runs within the
 * interval makes the others skip. A 'none' job shares its work by claiming rows: it just runs.
 */

export type JobOutcome =
  { ran: true; message: string } | { ran: false; reason: 'locked' | 'not-due' };

const NOT_DUE = { ran: false, reason: 'not-due' } as const;
const LOCKED = { ran: false, reason: 'locked' } as const;

export async function runJobIfDue(db: Database, job: Job, now: Date): Promise<JobOutcome> {
  const started = Date.now();
  // Checked under the lock: another instance may have finished while this one waited for it.
  const runIfDue = async (work: Database): Promise<JobOutcome> => {
    if (!(await isDue(work, job, now))) return NOT_DUE;
    const message = await job.run(work, now);
    await recordRun(work, job.name, now, started, 'ok', message);
    return { ran: true, message };
  };
  if (job.lock === 'none') return { ran: true, message: await job.run(db, now) };
  try {
    if (job.lock === 'session') {
      const outcome = await withAdvisoryLock(db, `job:${job.name}`, () => runIfDue(db));
      return outcome.acquired ? outcome.value : LOCKED;
    }
    return await db.transaction(async (tx) => {
      const [lock] = await queryRows<{ locked: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(hashtext(${`job:${job.name}`})) as locked`,
      );
      return lock?.locked ? runIfDue(tx) : LOCKED;
    });
  } catch (err) {
    // Keep a trace of the failure for whoever looks at job_runs; a failed run is due again.
    await recordRun(db, job.name, now, started, 'failed', String(err)).catch(() => {});
    throw err;
  }
}

async function isDue(db: Database, job: Job, now: Date): Promise<boolean> {
  const [last] = await db.select().from(jobRuns).where(eq(jobRuns.name, job.name));
  return !(
    last?.status === 'ok' &&
    last.startedAt &&
    now.getTime() - last.startedAt.getTime() < job.intervalMs
  );
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
