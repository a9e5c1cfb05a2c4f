// Records real vitest and Playwright JSON reports of the fixtures beside this file, for
// scripts/test-report.test.ts: `node scripts/test-report-fixtures/record.mjs`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const here = path.relative(root, import.meta.dirname);
const output = (name) => path.join(import.meta.dirname, name);
const run = (args, env = {}) =>
  spawnSync('npx', args, { cwd: root, stdio: 'ignore', env: { ...process.env, ...env } });

run([
  'vitest',
  'run',
  '--config',
  `${here}/vitest.config.ts`,
  '--reporter=json',
  `--outputFile.json=${output('vitest-report.json')}`,
]);
// Twice: a spec that fails to load stops Playwright before any test runs.
const playwrightRuns = {
  'playwright-tests-report.json': ['passes.spec', 'fails.spec'],
  'playwright-load-error-report.json': [],
};
for (const [name, specs] of Object.entries(playwrightRuns)) {
  run(['playwright', 'test', '-c', `${here}/playwright.config.ts`, '--reporter=json', ...specs], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: output(name),
  });
}
// Machine paths out, so the recordings read the same anywhere.
for (const name of ['vitest-report.json', ...Object.keys(playwrightRuns)]) {
  const text = fs.readFileSync(output(name), 'utf8').replaceAll(root, '<root>');
  fs.writeFileSync(output(name), text);
}
run(['prettier', '--write', here]);
