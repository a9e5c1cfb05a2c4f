import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type Query, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  PgDialect,
  type PgColumn,
  type PgDatabase,
  type PgQueryResultHKT,
} from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { serverRoot } from '../paths';
import { templateForNewFolder } from './database-template';
import { lockFolder } from './folder-lock';
import { pgliteStartParams, SERVER_PGLITE_SETTINGS, type PgliteSettings } from './pglite-settings';
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

export const migrationsFolder = path.join(serverRoot, 'drizzle');

export const pgliteExtensions = { pg_trgm };

/**
 * Each open database's own driver client, for the few reads Drizzle has no public API for
 * (arrays by position, named raw statements, one held connection): only this file sees it.
 */
type DriverClient = { driver: 'pglite'; client: PGlite } | { driver: 'postgres'; client: pg.Pool };
const driverClients = new WeakMap<Database, DriverClient>();

function driverClientOf(db: Database): DriverClient {
  const found = driverClients.get(db);
  // A transaction's `tx` is not registered: these reads run on the database itself.
  if (!found) throw new Error('Not a database opened by db/client.ts (a transaction?)');
  return found;
}

export async function openPglite(client: PGlite): Promise<DatabaseHandle> {
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  const database = db as unknown as Database;
  driverClients.set(database, { driver: 'pglite', client });
  return {
    db: database,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** Any number that no other advisory lock of this database uses: the migrations' own. */
const MIGRATIONS_LOCK = 727_370_021;

/**
 * Runs the migrations while holding a session advisory lock on one connection of `pool`: when
 * several instances start at once on one database, one migrates and the others wait, then find
 * nothing left to apply (without it they raced to create the same tables).
 */
async function migrateAlone(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const held = await pool.connect();
  try {
    await held.query('select pg_advisory_lock($1)', [MIGRATIONS_LOCK]);
    try {
      await migrate();
    } finally {
      await held.query('select pg_advisory_unlock($1)', [MIGRATIONS_LOCK]);
    }
  } finally {
    held.release();
  }
}

/**
 * How long a request waits for a pool connection (a new one or a free one) before it fails: a
 * database that does not answer costs a request this long, then the error handler's 503
 * (db/unavailable.ts), instead of holding it until the client gives up.
 */
export const POSTGRES_CONNECT_TIMEOUT_MS = 3000;

export async function openPostgres(
  url: string,
  options: { max?: number; connectTimeoutMs?: number } = {},
): Promise<DatabaseHandle> {
  // Loaded when used: an embedded database's start does not pay for node-postgres (~50 ms).
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? POSTGRES_CONNECT_TIMEOUT_MS,
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  // Nor one that a request holds between two queries (a transaction, withSession's lock):
  // pg-pool listens to a client's errors only while it is idle in the pool, so without this a
  // restart of PostgreSQL ended an instance (bench/README.md#load-mix-and-faults). The holder's
  // next query fails instead, and the pool drops the connection when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg({ client: pool, schema });
  const database = db as unknown as Database;
  driverClients.set(database, { driver: 'postgres', client: pool });
  return {
    db: database,
    driver: 'postgres',
    migrate: () => migrateAlone(pool, () => migratePg(db, { migrationsFolder })),
    close: () => pool.end(),
  };
}

/**
 * Opens the configured database: `DATABASE_URL` or PGlite persisted in `DATA_DIR/db`. The
 * embedded folder is locked for this process until close (DatabaseLockedError when another has it).
 */
export async function openDatabase(
  config: { databaseUrl: string | undefined; dataDir: string },
  /** PGlite's PostgreSQL settings: the server's unless a command needs others. */
  pgliteSettings: PgliteSettings = SERVER_PGLITE_SETTINGS,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const dir = path.join(config.dataDir, 'db');
  const lock = lockFolder(dir);
  try {
    await fs.mkdir(dir, { recursive: true });
    await templateForNewFolder(dir);
    const handle = await openPglite(
      await PGlite.create(dir, {
        extensions: pgliteExtensions,
        startParams: pgliteStartParams(pgliteSettings),
      }),
    );
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
 * The one way a list is passed to SQL: `column = any($1::type[])`, the list one array parameter.
 * One text whatever the count (where `in ($1, $2, …)` has one per count), so a statement that
 * takes a list can be prepared. `type` is the column's own SQL type unless given.
 */
export function anyOf(column: PgColumn, values: readonly unknown[]): SQL;
export function anyOf(column: SQLWrapper, values: readonly unknown[], type: string): SQL;
export function anyOf(column: SQLWrapper, values: readonly unknown[], type?: string): SQL {
  const sqlType = type ?? (column as PgColumn).getSQLType();
  return sql`${column} = any(${sqlArray(values, sqlType)})`;
}

/** A list as one array parameter of `type` (`uuid`, `text`…): for `unnest(…)` and `any(…)`. */
export const sqlArray = (values: readonly unknown[], type: string) =>
  sql`${sql.param(values)}::${sql.raw(type)}[]`;

const dialect = new PgDialect();

/**
 * Rows of a raw query as arrays of their column values, read by position: no object is built
 * per row. For large answers whose columns are all text (each driver returns text as it is).
 * `name`, when given, makes it a named statement on PostgreSQL, parsed and planned once per
 * connection instead of at every call (PGlite has no names): for hot queries whose text never
 * varies for one name (every value a parameter, a list one array).
 * Runs on the database, not in a transaction.
 */
export async function queryArrays(
  db: Database,
  query: SQL,
  name?: string,
): Promise<(string | null)[][]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const found = driverClientOf(db);
  const result =
    found.driver === 'postgres'
      ? await found.client.query<(string | null)[]>({
          name,
          text,
          values: params,
          rowMode: 'array',
        })
      : await found.client.query<(string | null)[]>(text, params, { rowMode: 'array' });
  return result.rows;
}

/**
 * A hot statement whose text is built once: `build` (every value a `sql.placeholder`, a list one
 * array) becomes text at the first call only, since building it again cost more CPU per request
 * than running it. Each call runs it with `values` on `db` or a transaction, named on
 * PostgreSQL (parsed and planned once per connection); its rows as a raw query answers them.
 */
export function preparedQuery<T>(name: string, build: () => SQL) {
  let query: Query | undefined;
  return async (db: Database, values: Record<string, unknown>): Promise<T[]> => {
    query ??= dialect.sqlToQuery(build());
    const prepared = db._.session.prepareQuery(query, undefined, name, false);
    return ((await prepared.execute(values)) as { rows: T[] }).rows;
  };
}

/** Raw queries run on one connection, held for `work` (the one of PGlite; one of the pool's). */
export type SessionQuery = (text: string, params?: unknown[]) => Promise<unknown[]>;

/**
 * Runs `work` on one connection of the database: for what lives on a session, such as an
 * advisory lock. Not in a transaction.
 */
export async function withSession<T>(
  db: Database,
  work: (query: SessionQuery) => Promise<T>,
): Promise<T> {
  const found = driverClientOf(db);
  if (found.driver === 'pglite') {
    const client = found.client;
    return work(async (text, params) => (await client.query(text, params)).rows);
  }
  const connection = await found.client.connect();
  try {
    return await work(async (text, params) => (await connection.query(text, params)).rows);
  } finally {
    connection.release();
  }
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * PostgreSQL's pool: connections open, idle, requests waiting for one, and the most it opens;
 * null on PGlite.
 */
export function poolStats(
  db: Database,
): { total: number; idle: number; waiting: number; max: number } | null {
  const found = driverClientOf(db);
  if (found.driver !== 'postgres') return null;
  const pool = found.client;
  const max = pool.options.max ?? 10;
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max };
}

/** The embedded database's whole data folder as one gzipped tar (PGlite's own dump): backups. */
export async function dumpEmbedded(db: Database): Promise<Blob> {
  const found = driverClientOf(db);
  if (found.driver !== 'pglite') throw new Error('not an embedded database');
  return found.client.dumpDataDir('gzip');
}
