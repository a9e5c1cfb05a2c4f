import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import { poolStats, queryRows, type Database } from '../../db/client';

/**
 * How long a scrape waits for the database. Below Prometheus' scrape timeout
 * (deploy/prometheus/prometheus.yml), so that a database that refuses or hangs shows as
 * `db_up 0` on a scrape that succeeds, and never as the instance down: a scrape that failed on
 * the database would fire InstanceDown instead of DatabaseDown, and on every instance at once.
 */
export const DATABASE_PROBE_TIMEOUT_MS = 1000;

const timeout = (ms: number) =>
  new Promise<never>((_, reject) => {
    setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref();
  });

/**
 * The gauges read from the database, refreshed before each scrape: whether it answered, the
 * mail outbox (one query, which is also the probe), and PostgreSQL's pool (none on PGlite).
 * While the database is out of reach the outbox gauges keep their last values.
 */
export function databaseGauges(
  registry: Registry,
  db: Database,
  timeoutMs = DATABASE_PROBE_TIMEOUT_MS,
): { refresh(): Promise<void> } {
  const registers = [registry];
  // PGlite has no pool: its gauges stay out of the exposition there.
  const poolRegisters = poolStats(db) ? registers : [];
  const up = new Gauge({
    name: 'db_up',
    help: `Whether the database answered this scrape's query within ${timeoutMs} ms (1) or not (0)`,
    registers,
  });
  const pool = new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (in use, idle, waiting requests); none on PGlite',
    labelNames: ['state'] as const,
    registers: poolRegisters,
  });
  const poolMax = new Gauge({
    name: 'db_pool_max_connections',
    help: 'The most connections the PostgreSQL pool opens; none on PGlite',
    registers: poolRegisters,
  });
  const backlog = new Gauge({
    name: 'mail_outbox_backlog',
    help: 'Mails waiting in the outbox to be sent',
    registers,
  });
  const oldest = new Gauge({
    name: 'mail_outbox_oldest_seconds',
    help: 'Age of the oldest mail waiting in the outbox (0 when none waits)',
    registers,
  });

  return {
    async refresh() {
      const stats = poolStats(db);
      if (stats) {
        pool.set({ state: 'in_use' }, stats.total - stats.idle);
        pool.set({ state: 'idle' }, stats.idle);
        pool.set({ state: 'waiting' }, stats.waiting);
        poolMax.set(stats.max);
      }
      const outbox = queryRows<{ n: number; age: number | null }>(
        db,
        sql`select count(*)::int as n, extract(epoch from now() - min(created_at))::float8 as age
            from mail_outbox where status = 'pending'`,
      );
      outbox.catch(() => {}); // A late failure after the timeout is no one's to handle.
      try {
        const [row] = await Promise.race([outbox, timeout(timeoutMs)]);
        backlog.set(row?.n ?? 0);
        oldest.set(row?.age ?? 0);
        up.set(1);
      } catch {
        up.set(0);
      }
    },
  };
}
