import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, pgliteExtensions, type DatabaseHandle } from '../src/db/client';
import { testDatabaseUrl, testDriver, withDatabase } from './postgres-url';

/**
 * A fresh, migrated database of this project's driver, for one test file.
 * Closing it drops it (PostgreSQL) or frees it (PGlite).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testDriver() === 'pglite') {
    const dump = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
    return openPglite(await PGlite.create({ loadDataDir: dump, extensions: pgliteExtensions }));
  }
  const { url, drop } = await createPostgresTestDatabase();
  const handle = openPostgres(url, { max: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await drop();
    },
  };
}

/** A fresh PostgreSQL database cloned from the migrated template: its URL, and how to drop it. */
export async function createPostgresTestDatabase(): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const template = inject('postgresTemplate');
  const name = `${template}_f_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
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
