import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, pgliteExtensions } from '../src/db/client';
import { testDatabaseUrl, withDatabase } from './postgres-url';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of a migrated database that every test file loads. */
    pgliteTemplate: string;
    /** PostgreSQL: a migrated database that every test file clones. */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database per run; each test file then starts from a copy of it
 * (PGlite: `loadDataDir` of a dump; PostgreSQL: `CREATE DATABASE … TEMPLATE …`).
 */
export default async function setup(project: TestProject) {
  // `test.env` reaches the workers, not this process: read the driver from the project.
  const driver = project.config.env?.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  if (driver === 'pglite') {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    const handle = await openPglite(client);
    await handle.migrate();
    const dump = await client.dumpDataDir('none');
    await handle.close();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mdc-pglite-')), 'template.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
    project.provide('postgresTemplate', '');
    return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }

  const admin = new pg.Client({ connectionString: testDatabaseUrl() });
  await admin.connect();
  const template = `mdc_tpl_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const handle = openPostgres(withDatabase(testDatabaseUrl(), template), { max: 1 });
  await handle.migrate();
  await handle.close();
  project.provide('pgliteTemplate', '');
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
