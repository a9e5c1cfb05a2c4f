import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDriver } from '../test/postgres-url';
import { startServer } from '../test/server-process';
import { DEMO_PASSWORD } from './demo/demo-sellers';
import { scaled } from '../test/time-factor';

/**
 * `npm start -- --demo` as a newcomer runs it: the server fills its empty embedded database with
 * the demo (here on a one-set catalog, `--demo-sets`) and then serves; started again, it finds
 * the demo there and leaves it as it is.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdc-main-demo-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const env = { DATA_DIR: dataDir, DATABASE_URL: '', BOT_CHECK: 'off', LOG_LEVEL: 'silent' };

const logIn = (url: string, user: string) =>
  fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user, email: null, password: DEMO_PASSWORD }),
  });

describe.runIf(testDriver() === 'pglite')('npm start -- --demo', () => {
  it(
    'fills an empty database with the demo before serving, and leaves it alone the next time',
    async () => {
      const first = await startServer(env, {
        args: ['--demo', '--demo-sets=M10'],
        timeoutMs: scaled(120_000),
      });
      try {
        expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
        expect((await logIn(first.url, 'demo_palermo')).status).toBe(200);
        expect((await logIn(first.url, 'demo_moderacion')).status).toBe(200);
        expect(first.output()).toContain('Demo: filling the empty database');
        expect(first.output()).toMatch(/Demo: done in [\d.]+ s/);
      } finally {
        expect(await first.stop()).toBe(0);
      }

      const second = await startServer({ ...env, DEMO: '1' }, { timeoutMs: scaled(60_000) });
      try {
        expect((await logIn(second.url, 'demo_rosario')).status).toBe(200);
        expect(second.output()).toContain('Demo: the database already holds the demo');
        expect(second.output()).not.toContain('Demo: filling');
      } finally {
        expect(await second.stop()).toBe(0);
      }
    },
    scaled(240_000),
  );
});
