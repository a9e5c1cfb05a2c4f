import { sql } from 'drizzle-orm';
import type { Job } from './job';

/**
 * The embedded database's autovacuum. A PostgreSQL server vacuums and analyzes its tables by
 * itself; PGlite runs PostgreSQL in single-user mode, where autovacuum never runs, so an embedded
 * database kept the dead rows of every update and delete and the statistics of its first day.
 * Measured on the import benchmark's kept PGlite marketplace after ~100 imports and deletions of
 * 1,000 lines (bench/README.md#library-import-and-the-public-library-page): an import's p50 went
 * from ~350 ms to 1.0–1.2 s; one VACUUM ANALYZE (3.7 s for its 800 MB) brought it to ~600 ms.
 *
 * Once a day, on the embedded database only (job-list.ts). PGlite answers one statement at a
 * time, so requests wait while it runs: about a second for a demo-sized database.
 */
export const embeddedMaintenanceJob: Job = {
  name: 'embedded-vacuum-analyze',
  intervalMs: 24 * 60 * 60 * 1000,
  checkEveryMs: 60 * 60 * 1000,
  // VACUUM cannot run inside a transaction: 'session' runs the work on the database itself.
  lock: 'session',
  async run(db) {
    const started = performance.now();
    await db.execute(sql`vacuum (analyze)`);
    return `vacuumed and analyzed the embedded database in ${Math.round(performance.now() - started)} ms`;
  },
};
