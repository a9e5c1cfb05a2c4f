// `npm test`: every check in one command. typecheck → lint → unit + web + API (PGlite and
// PostgreSQL) → build → end-to-end in Chromium. Prints one total line at the end.
// `node scripts/test.mjs api|e2e|unit` runs one part.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv[2];
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'mdc-test-report-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSteps = [];

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) failedSteps.push(title);
  return result.status === 0;
}

async function postgresReachable() {
  const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (err) {
    console.log(`PostgreSQL at ${url} is unreachable: ${err.message}`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function countVitest(file) {
  if (!fs.existsSync(file)) return false;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  return true;
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return false;
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  return true;
}

// A check that fails without a test report counts as one failed test in the total.
if (!only) {
  if (!run('typecheck', 'npm', ['run', 'typecheck'])) totals.failed += 1;
  if (!run('lint', 'npm', ['run', 'lint'])) totals.failed += 1;
}

if (!only || only === 'unit' || only === 'api') {
  const projects = only === 'api' ? [] : ['unit', 'web'];
  if (only !== 'unit') {
    projects.push('api-pglite');
    if (await postgresReachable()) projects.push('api-postgres');
    else if (process.env.REQUIRE_POSTGRES === '1') {
      console.error('REQUIRE_POSTGRES=1 and PostgreSQL is unreachable: failing.');
      failedSteps.push('api-postgres');
      totals.failed += 1;
    } else console.log('API tests on PostgreSQL: SKIPPED (set TEST_DATABASE_URL to run them).');
  }
  const file = path.join(reports, 'vitest.json');
  const passed = run('vitest: ' + projects.join(', '), 'npx', [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  if (!countVitest(file) && !passed) totals.failed += 1;
}

if (!only || only === 'e2e') {
  if (run('build web', 'npm', ['run', 'build'])) {
    const file = path.join(reports, 'playwright.json');
    const passed = run(
      'end-to-end (Chromium)',
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: file,
      },
    );
    if (!countPlaywright(file) && !passed) totals.failed += 1;
  } else totals.failed += 1;
}

fs.rmSync(reports, { recursive: true, force: true });
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\nTotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
