import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedDataDir } from '../test/database';
import { testDriver } from '../test/postgres-url';
import { serverMain, startServer, type ServerProcess } from '../test/server-process';
import { scaled } from '../test/time-factor';

// The process itself, on its embedded database: the same whichever driver the project tests.
describe.runIf(testDriver() === 'pglite')('server start', () => {
  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://nope'],
  ])('refuses to start with %s=%s and names the variable', (name, value) => {
    const result = spawnSync(process.execPath, [serverMain], {
      env: { ...process.env, [name]: value },
      encoding: 'utf8',
      timeout: scaled(20_000),
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain(`${name}: `);
  });

  /**
   * The process on an embedded database of its own, for `use`; the folder goes after. `new`: a
   * first start (it creates and migrates the database), else one on a migrated database.
   */
  async function withServer(
    database: 'new' | 'migrated',
    use: (server: ServerProcess) => Promise<void>,
  ): Promise<void> {
    const dataDir =
      database === 'new'
        ? fs.mkdtempSync(path.join(os.tmpdir(), 'mdc-main-'))
        : migratedDataDir('mdc-main-');
    try {
      await use(await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '' }));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }

  it(
    'serves /api/health and stops cleanly on SIGTERM',
    () =>
      withServer('new', async (server) => {
        try {
          expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
        } finally {
          expect(await server.stop()).toBe(0);
        }
      }),
    scaled(60_000),
  );

  it(
    'stops within 5 s on SIGTERM while a request body stalls (issue 20)',
    () =>
      withServer('migrated', async (server) => {
        const socket = net.connect(server.port, '127.0.0.1');
        socket.on('error', () => {});
        socket.write(
          'POST /api/events HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"type"',
        );
        await new Promise((resolve) => setTimeout(resolve, 200));
        const started = Date.now();
        expect(await server.stop()).toBe(0);
        expect(Date.now() - started).toBeLessThan(5_000);
        socket.destroy();
      }),
    scaled(60_000),
  );
});
