import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, pgliteExtensions, type DatabaseHandle } from '../src/db/client';
import { pgliteStartParams, SERVER_PGLITE_SETTINGS } from '../src/db/pglite-settings';
import { testDatabaseUrl, testDriver, withDatabase } from './postgres-url';
import { emptyTables, schemaOf } from './empty-database';
import { releasePostgres, reusedPostgres, type TestPostgres } from './reused-postgres';

/**
 * Embedded databases whose test file closed them, emptied for the next file of this worker (the
 * files of a worker share its modules, one after another): starting PGlite from the migrated
 * dump costs ~1 s of CPU, emptying one ~50 ms.
 */
const emptied: PGlite[] = [];
/** The schema of a new PGlite from the dump, to tell one whose schema a file changed. */
let freshSchema: string | undefined;

/**
 * A PGlite holding the migrated database and nothing else, behind a stand-in that behaves as a
 * closed PGlite once `close()` is called (tests close a database to see what fails); the real one
 * is then emptied (empty-database.ts, the session discarded) and kept for the next file, unless
 * the file changed its schema.
 */
async function reusedPglite(): Promise<PGlite> {
  const client = emptied.pop() ?? (await newPglite());
  let closed = false;
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'closed') return closed;
      if (property === 'close') {
        return async () => {
          if (closed) return;
          closed = true;
          const kept = await empty(target).catch(() => false);
          if (kept) emptied.push(target);
          else await target.close();
        };
      }
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (closed) throw new Error('PGlite is closed');
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

async function newPglite(): Promise<PGlite> {
  const client = await PGlite.create({
    loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]),
    extensions: pgliteExtensions,
    startParams: pgliteStartParams(SERVER_PGLITE_SETTINGS),
  });
  freshSchema ??= await schemaOf(client);
  return client;
}

/** Empties a closed file's PGlite for the next file; false when its schema changed. */
async function empty(client: PGlite): Promise<boolean> {
  await client.exec('discard all');
  if ((await schemaOf(client)) !== freshSchema) return false;
  await emptyTables(client);
  return true;
}

/**
 * A migrated database of this project's driver holding nothing, for one test file. Closing it
 * empties it for the worker's next file (reused-postgres.ts, reusedPglite).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testDriver() === 'pglite') return openPglite(await reusedPglite());
  const database = await reusedPostgres(createPostgresTestDatabase);
  const handle = await openPostgres(database.url, { max: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await releasePostgres(database);
    },
  };
}

/**
 * A new DATA_DIR for a server or tool started as a process: on PGlite its embedded database is
 * a copy of the run's migrated one (creating and migrating one costs a process ~4 s of CPU);
 * elsewhere empty. Tests of a first start on a new folder use a plain temporary folder instead.
 */
export function migratedDataDir(prefix: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const template = inject('pgliteDataDir');
  if (template) fs.cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/**
 * A fresh PostgreSQL database cloned from the migrated template (or `empty`: never migrated, as a
 * new server's): its URL, and how to drop it.
 */
export async function createPostgresTestDatabase(
  options: { empty?: boolean } = {},
): Promise<TestPostgres> {
  const template = inject('postgresTemplate');
  const name = `${template}_f_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl() });
  await admin.connect();
  try {
    await admin.query(
      options.empty ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${template}`,
    );
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(testDatabaseUrl(), name),
    async drop() {
      const cleanup = new pg.Client({ connectionString: testDatabaseUrl() });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
