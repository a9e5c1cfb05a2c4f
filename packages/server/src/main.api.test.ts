import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testDriver } from '../test/postgres-url';
import { serverMain, startServer } from '../test/server-process';

// The process itself, on its embedded database: the same whichever driver the project tests.
describe.runIf(testDriver() === 'pglite')('server start', () => {
  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://nope'],
  ])('refuses to start with %s=%s and names the variable', (name, value) => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', serverMain], {
      env: { ...process.env, [name]: value },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain(`${name}: `);
  });

  it('serves /api/health and stops cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdc-main-'));
    try {
      const server = await startServer({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        DATABASE_URL: '',
      });
      try {
        expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      } finally {
        expect(await server.stop()).toBe(0);
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
