import fs from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { shippedMigrations } from './db/migration-state';
import { createPostgresTestDatabase, migratedDataDir } from '../test/database';
import { testDriver } from '../test/postgres-url';
import { startServer, type ServerProcess } from '../test/server-process';
import { scaled } from '../test/time-factor';

/**
 * Several instances and their stops, as an operator runs them: instances that
 * start together on one new PostgreSQL database migrate it once; an instance told to stop first
 * answers GET /api/ready with 503 while it still serves, so a load balancer drains it.
 */

describe.runIf(testDriver() === 'postgres')('four instances starting at once', () => {
  it(
    'migrate a new database once, and all four are ready',
    async () => {
      const { url, drop } = await createPostgresTestDatabase({ empty: true });
      const servers: ServerProcess[] = [];
      try {
        const env = { DATABASE_URL: url, LOG_LEVEL: 'warn' };
        const dataDirs = [0, 1, 2, 3].map(() => migratedDataDir('mdc-instances-'));
        servers.push(
          ...(await Promise.all(dataDirs.map((dir) => startServer({ ...env, DATA_DIR: dir })))),
        );
        for (const server of servers) {
          expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
          expect(server.output()).not.toMatch(/already exists|Failed to start/);
        }
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        const { rows } = await client.query<{ applied: number }>(
          'select count(*)::int as applied from drizzle.__drizzle_migrations',
        );
        await client.end();
        expect(rows[0]!.applied).toBe(shippedMigrations().length);
        dataDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
      } finally {
        await Promise.all(servers.map((server) => server.stop()));
        await drop();
      }
    },
    scaled(120_000),
  );
});

describe.runIf(testDriver() === 'pglite')('a stop with SHUTDOWN_DRAIN_SECONDS', () => {
  it(
    'answers /api/ready 503 while still serving, then exits cleanly',
    async () => {
      const dataDir = migratedDataDir('mdc-drain-');
      const server = await startServer({
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'silent',
        SHUTDOWN_DRAIN_SECONDS: '2',
      });
      try {
        expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
        const stopped = server.stop();
        // Draining: /api/ready turns 503 once the stop is under way, while requests still pass.
        let ready: Response | undefined;
        const readiness = async () => (ready = await fetch(`${server.url}/api/ready`)).status;
        await expect.poll(readiness, { timeout: scaled(5_000) }).toBe(503);
        expect(ready!.headers.get('retry-after')).toBe('5');
        expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
        expect(await stopped).toBe(0);
      } finally {
        await server.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    scaled(60_000),
  );
});
