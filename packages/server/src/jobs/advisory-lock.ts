import pg from 'pg';
import type { Database } from '../db/client';

/**
 * Runs `work` while this process holds a PostgreSQL session-level advisory lock, so that among
 * several instances only one does it. The lock lives on one connection: with node-postgres a
 * pooled client is held for the duration; PGlite has a single connection.
 */

interface Queryable {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

export async function withAdvisoryLock<T>(
  db: Database,
  name: string,
  work: () => Promise<T>,
): Promise<{ acquired: true; value: T } | { acquired: false }> {
  const client = (db as unknown as { $client: Queryable }).$client;
  const pooled = client instanceof pg.Pool ? await client.connect() : null;
  const session: Queryable = pooled ?? client;
  try {
    const { rows } = await session.query('select pg_try_advisory_lock(hashtext($1)) as locked', [
      name,
    ]);
    if (!(rows[0] as { locked: boolean } | undefined)?.locked) return { acquired: false };
    try {
      return { acquired: true, value: await work() };
    } finally {
      await session.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  } finally {
    pooled?.release();
  }
}
