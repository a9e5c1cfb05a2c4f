import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { jobRuns } from '../../db/schema/index';
import { withAdvisoryLock } from './advisory-lock';
import { importCatalog } from './import/import-catalog';
import { importPrices } from './import/import-prices';

/**
 * Daily refresh of the catalog (CATALOG_URL) and reference prices (PRICES_URL). Every instance
 * checks hourly; the advisory lock and the `job_runs` row make one of them do it, once a day.
 */

export const REFRESH_JOB = 'catalog-refresh';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface RefreshSources {
  catalogUrl: string | undefined;
  pricesUrl: string | undefined;
}

export type RefreshOutcome = 'done' | 'failed' | 'not-due' | 'locked';

async function isDue(db: Database, now: Date): Promise<boolean> {
  const [run] = await db.select().from(jobRuns).where(eq(jobRuns.name, REFRESH_JOB));
  if (!run?.finishedAt || run.status !== 'ok') return true;
  return now.getTime() - run.finishedAt.getTime() >= DAY_MS;
}

async function record(db: Database, values: Omit<typeof jobRuns.$inferInsert, 'name'>) {
  await db
    .insert(jobRuns)
    .values({ name: REFRESH_JOB, ...values })
    .onConflictDoUpdate({ target: jobRuns.name, set: values });
}

export async function refreshCatalogIfDue(
  db: Database,
  sources: RefreshSources,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<RefreshOutcome> {
  if (!(await isDue(db, now))) return 'not-due';
  const outcome = await withAdvisoryLock(db, REFRESH_JOB, async (): Promise<RefreshOutcome> => {
    // Another instance may have finished while this one waited for the lock.
    if (!(await isDue(db, now))) return 'not-due';
    await record(db, { startedAt: new Date(), finishedAt: null, status: 'running', message: null });
    try {
      const parts: string[] = [];
      if (sources.catalogUrl) {
        const result = await importCatalog(db, sources.catalogUrl);
        parts.push(`catalog: ${result.printings} printings from ${result.files} files`);
      }
      if (sources.pricesUrl) {
        const result = await importPrices(db, sources.pricesUrl);
        parts.push(`prices: ${result.records} records, ${result.unmatched} not in the catalog`);
      }
      const message = parts.join('; ');
      await record(db, { finishedAt: new Date(), status: 'ok', message });
      log.info({ job: REFRESH_JOB }, `catalog refresh done: ${message}`);
      return 'done';
    } catch (err) {
      const message = (err as Error).message;
      await record(db, { finishedAt: new Date(), status: 'failed', message });
      log.error({ job: REFRESH_JOB, err }, `catalog refresh failed: ${message}`);
      return 'failed';
    }
  });
  return outcome.acquired ? outcome.value : 'locked';
}
