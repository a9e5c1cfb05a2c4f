import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase, migratedDataDir } from '../../test/database';
import { testDriver } from '../../test/postgres-url';
import { compiled, startServer } from '../../test/server-process';
import { mtgjsonSetFile } from '../modules/catalog/testing/shared-data';
import { openDatabase } from './client';
import { DatabaseLockedError, lockFileOf, lockFolder } from './folder-lock';
import { pageViewCounts } from './schema/index';
import { scaled } from '../../test/time-factor';

function runImport(env: NodeJS.ProcessEnv) {
  return spawnSync(process.execPath, [compiled('catalog-import'), mtgjsonSetFile('H1R')], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: scaled(60_000),
  });
}

const dataDir = migratedDataDir('mdc-lock-');
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe.runIf(testDriver() === 'pglite')('the embedded database folder lock', () => {
  it(
    'refuses a CLI while the server runs, naming its pid; the database stays intact',
    async () => {
      const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' });
      try {
        const event = await fetch(`${server.url}/api/events`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ type: 'page_view', path: '/faq' }),
        });
        expect(event.status).toBe(204);
        const cli = runImport({ DATA_DIR: dataDir, DATABASE_URL: '' });
        expect(cli.status).toBe(3);
        expect(cli.stderr).toContain(`está en uso por otro proceso: pid ${server.child.pid}`);
        expect(cli.stderr).toContain('Detené ese proceso');
        expect(cli.stdout).not.toContain('Catalog now');
        expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      } finally {
        expect(await server.stop()).toBe(0);
      }
      expect(fs.existsSync(lockFileOf(path.join(dataDir, 'db')))).toBe(false);

      const database = await openDatabase({ databaseUrl: undefined, dataDir });
      try {
        await database.migrate();
        const rows = await database.db.select().from(pageViewCounts);
        expect(rows.map((row) => row.path)).toContain('/faq');
      } finally {
        await database.close();
      }
      // With the server stopped the same command runs.
      const cli = runImport({ DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(cli.stdout).toContain('Catalog now: 40 printings');
      expect(cli.status).toBe(0);
    },
    scaled(120_000),
  );

  it(
    'refuses a second open in the same process and frees the folder on close',
    async () => {
      const folder = path.join(dataDir, 'twice');
      const first = await openDatabase({ databaseUrl: undefined, dataDir: folder });
      await expect(openDatabase({ databaseUrl: undefined, dataDir: folder })).rejects.toThrow(
        DatabaseLockedError,
      );
      await first.close();
      const again = await openDatabase({ databaseUrl: undefined, dataDir: folder });
      await again.close();
    },
    scaled(60_000),
  );

  it('takes over a lock left by a process that is gone', () => {
    const folder = path.join(dataDir, 'stale', 'db');
    fs.mkdirSync(path.dirname(folder), { recursive: true });
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    fs.writeFileSync(
      lockFileOf(folder),
      JSON.stringify({ pid: dead, hostname: os.hostname(), command: 'gone', since: 'ayer' }),
    );
    const lock = lockFolder(folder);
    expect(JSON.parse(fs.readFileSync(lockFileOf(folder), 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(lockFileOf(folder))).toBe(false);
  });
});

describe.runIf(testDriver() === 'postgres')('PostgreSQL is not locked', () => {
  it(
    'lets a CLI import while the server runs on the same database',
    async () => {
      const { url, drop } = await createPostgresTestDatabase();
      const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: url, LOG_LEVEL: 'warn' });
      try {
        const cli = runImport({ DATA_DIR: dataDir, DATABASE_URL: url });
        expect(cli.stdout).toContain('Catalog now: 40 printings');
        expect(cli.status).toBe(0);
        expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      } finally {
        await server.stop();
        await drop();
      }
      expect(fs.existsSync(lockFileOf(path.join(dataDir, 'db')))).toBe(false);
    },
    scaled(120_000),
  );
});
