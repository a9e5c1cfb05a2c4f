import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, pgliteExtensions } from '../src/db/client';
import { databaseTemplateFile } from '../src/db/database-template';
import { testDatabaseUrl, withDatabase } from './postgres-url';
import { buildServerIfStale } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of a migrated database that every test file loads. */
    pgliteTemplate: string;
    /** PostgreSQL: a migrated database that every test file clones. */
    postgresTemplate: string;
    /** PGlite: a DATA_DIR whose embedded database is migrated, for processes (migratedDataDir). */
    pgliteDataDir: string;
  }
}

/**
 * One migrated database per run; each test file then starts from a copy of it (PGlite: `loadDataDir`
 * of the build's template; PostgreSQL: `CREATE DATABASE … TEMPLATE …`).
 */
export default async function setup(project: TestProject) {
  // The tests that start the server or its tools as processes run the compiled ones.
  buildServerIfStale();
  // `test.env` reaches the workers, not this process: read the driver from the project.
  const driver = project.config.env?.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  if (driver === 'pglite') {
    // The build's migrated empty database (db/write-database-template.ts; buildServerIfStale
    // above writes it again when a migration is newer): migrating another here cost ~5 s of CPU.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mdc-pglite-'));
    const file = path.join(folder, 'template.tar');
    fs.copyFileSync(databaseTemplateFile, file);
    const dump = new Blob([fs.readFileSync(file)]);
    // The same database as a server's folder (DATA_DIR/db), for the tests that start processes.
    const dataDir = path.join(folder, 'data');
    fs.mkdirSync(path.join(dataDir, 'db'), { recursive: true });
    const onDisk = await PGlite.create(path.join(dataDir, 'db'), {
      loadDataDir: dump,
      extensions: pgliteExtensions,
    });
    await onDisk.close();
    project.provide('pgliteTemplate', file);
    project.provide('pgliteDataDir', dataDir);
    project.provide('postgresTemplate', '');
    return () => fs.rmSync(folder, { recursive: true, force: true });
  }

  const admin = new pg.Client({ connectionString: testDatabaseUrl() });
  await admin.connect();
  const template = `mdc_tpl_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const handle = await openPostgres(withDatabase(testDatabaseUrl(), template), { max: 2 });
  await handle.migrate();
  await handle.close();
  project.provide('pgliteTemplate', '');
  project.provide('pgliteDataDir', '');
  project.provide('postgresTemplate', template);
  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1`,
      [`${template}_f_%`],
    );
    for (const { datname } of rows)
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  };
}
