import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockFolder } from './folder-lock';
import * as schema from './schema/index';

/**
 * The database behind the app: PGlite in a folder by default, node-postgres when a URL is given.
 * Queries are written once against `Database`; nothing outside this file knows the driver.
 */

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Driver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: Driver;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

export const pgliteExtensions = { pg_trgm };

export async function openPglite(client: PGlite): Promise<DatabaseHandle> {
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

export function openPostgres(url: string, options: { max?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

/**
 * Opens the configured database: `DATABASE_URL` or PGlite persisted in `DATA_DIR/db`. The
 * embedded folder is locked for this process until close (DatabaseLockedError when another has it).
 */
export async function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const dir = path.join(config.dataDir, 'db');
  const lock = lockFolder(dir);
  try {
    await fs.mkdir(dir, { recursive: true });
    const handle = await openPglite(await PGlite.create(dir, { extensions: pgliteExtensions }));
    return {
      ...handle,
      async close() {
        try {
          await handle.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (err) {
    lock.release();
    throw err;
  }
}

/** Rows of a raw query, whichever driver runs it (both answer `{ rows }`). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * These ids as one parameter, `uuid[]`: `= any(${uuidArray(ids)})` has one text whatever the
 * count (where `in (…)` has one per count), so the statement can be prepared.
 */
export const uuidArray = (ids: string[]) => sql`${sql.param(ids)}::uuid[]`;

const dialect = new PgDialect();

/**
 * Rows of a raw query run as the prepared statement `name`: PostgreSQL parses and plans its text
 * once per connection instead of at every call (PGlite ignores the name). For hot queries whose
 * text never varies: every value a parameter (a list as one array literal), as one name must
 * always stand for one text.
 */
export async function queryPreparedRows<T>(db: Database, name: string, query: SQL): Promise<T[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Rows of a raw query as arrays of their column values, read by position: no object is built
 * per row. For large answers whose columns are all text (each driver returns text as it is).
 * `name`, when given, prepares it as `queryPreparedRows` does.
 */
export async function queryArrays(
  db: Database,
  query: SQL,
  name?: string,
): Promise<(string | null)[][]> {
  const asReturned = (rows: unknown[][]) => rows;
  const prepared = db._.session.prepareQuery(
    dialect.sqlToQuery(query),
    undefined,
    name,
    true,
    asReturned,
  );
  return (await prepared.execute()) as (string | null)[][];
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
