import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDriver } from '../../test/postgres-url';
import { compiled } from '../../test/server-process';
import { lockFolder } from '../db/folder-lock';
import { scaled } from '../../test/time-factor';

/** `npm run demo` as a person runs it beside a server that holds the embedded database. */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdc-demo-cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const run = (...args: string[]) =>
  spawnSync(process.execPath, [compiled('demo'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });

describe.runIf(testDriver() === 'pglite')('npm run demo', () => {
  it(
    'explains its usage and exits 2 with an unknown option',
    () => {
      const { status, stderr } = run('--nope');
      expect(status).toBe(2);
      expect(stderr).toContain(
        'usage: npm run demo -- [<catalog folder|file|url>] [--sets=CODE,CODE…]',
      );
    },
    scaled(60_000),
  );

  it(
    'exits 3 with the lock message while another process (the server) holds the folder',
    () => {
      const lock = lockFolder(path.join(dataDir, 'db'));
      try {
        const { status, stderr, stdout } = run('--sets=H1R');
        expect(status).toBe(3);
        expect(stderr).toContain(`está en uso por otro proceso: pid ${process.pid}`);
        expect(stderr).toContain('usá PostgreSQL (DATABASE_URL)');
        expect(stderr).toContain('inicialo con `npm start -- --demo`');
        expect(stdout).toBe('');
      } finally {
        lock.release();
      }
    },
    scaled(60_000),
  );
});
