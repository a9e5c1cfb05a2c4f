import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migratedDataDir } from '../../../../test/database';
import { testDriver } from '../../../../test/postgres-url';
import { compiled } from '../../../../test/server-process';
import { tempDir } from '../testing/catalog-fixtures';
import { mtgjsonSetFile } from '../testing/shared-data';
import { scaled } from '../../../../test/time-factor';

/**
 * `npm run catalog:import` as a person runs it: its output and exit code, on the embedded
 * database (the same whichever driver the project tests).
 */

const dataDir = migratedDataDir('mdc-catalog-cli-');
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function run(...args: string[]) {
  const result = spawnSync(process.execPath, [compiled('catalog-import'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe.runIf(testDriver() === 'pglite')('catalog:import', () => {
  it('explains its usage and exits 2 without a file', () => {
    const { code, stderr } = run();
    expect(code).toBe(2);
    expect(stderr).toContain('usage: npm run catalog:import -- <file|folder|url>');
  });

  it(
    'imports a set file, reports what changed, and changes nothing the second time',
    () => {
      const first = run(mtgjsonSetFile('H1R'));
      expect(first.code).toBe(0);
      expect(first.stdout).toContain('printings    40 new, 0 updated');
      expect(first.stderr).toContain('catalog 1/1 files · H1R.json.gz');
      const second = run(mtgjsonSetFile('H1R'));
      expect(second.stdout).toContain('printings    0 new, 0 updated');
      expect(second.stdout).toContain('Catalog now: 40 printings, 0 with prices.');
    },
    scaled(60_000),
  );

  it(
    'exits 1 naming the file and the record of a truncated file, writing nothing',
    () => {
      const file = path.join(tempDir(), 'PELD.json.gz');
      const bytes = fs.readFileSync(mtgjsonSetFile('PELD'));
      fs.writeFileSync(file, bytes.subarray(0, bytes.length - 4000));
      const { code, stdout, stderr } = run(file);
      expect(code).toBe(1);
      expect(stderr).toMatch(
        new RegExp(
          `catalog:import failed: ${file}: the gzip data is truncated .* data\\.cards\\[\\d+\\]`,
        ),
      );
      expect(stdout).not.toContain('Catalog now');
      expect(run(mtgjsonSetFile('H1R')).stdout).toContain('Catalog now: 40 printings');
    },
    scaled(60_000),
  );
});
