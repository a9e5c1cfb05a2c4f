import { sql } from 'drizzle-orm';
import type { Job } from './job';

/**
 * The embedded database's autovacuum. A PostgreSQL server vacuums and analyzes its tables by
 * itself; PGlite runs PostgreSQL in single-user mode, where autovacuum never runs, so an embedded
 * database kept the dead rows of every update and delete and the statistics of its first day.
 * `npm run bench:import -- pglite` on its kept marketplace, 2026-11-29: fresh, an import's p50
 * was 353 / 374 ms (the two exports); after ~140 imports and deletions of 1,000 lines, 1.0–1.2 s;
 * after one VACUUM (ANALYZE) of its 800 MB (3.7 s), 604 / 586 ms.
 *
 * Once a day, on the embedded database only (job-list.ts). PGlite answers one statement at a
 * time, so requests wait while it runs: 0.9 s for a new 40 MB database, 3.1 s for 475 MB.
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
