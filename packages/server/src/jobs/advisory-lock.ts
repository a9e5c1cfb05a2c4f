import { withSession, type Database } from '../db/client';

/**
 * Runs `work` while this process holds a PostgreSQL session-level advisory lock, so that among
 * several instances only one does it. The lock lives on one connection, held for the duration
 * (db/client.ts's withSession: a pooled one with node-postgres; PGlite has a single connection).
 */
export async function withAdvisoryLock<T>(
  db: Database,
  name: string,
  work: () => Promise<T>,
): Promise<{ acquired: true; value: T } | { acquired: false }> {
  return withSession(db, async (query) => {
    const rows = await query('select pg_try_advisory_lock(hashtext($1)) as locked', [name]);
    if (!(rows[0] as { locked: boolean } | undefined)?.locked) return { acquired: false };
    try {
      return { acquired: true, value: await work() };
    } finally {
      await query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
}
