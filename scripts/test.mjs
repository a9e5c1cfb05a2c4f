// `npm test`: every check in one command. build → API (PGlite and PostgreSQL) → unit + web beside
// end-to-end in Chromium, with the type check and lint behind them at low priority. Prints one
// total line at the end. `node scripts/test.mjs api|e2e|unit|checks` runs one part.
// docs/operations.md#tests says where the time goes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { addCounts, countPlaywrightReport, countVitestReport, totalLine } from './test-report.mjs';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv[2];
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'mdc-test-report-'));
let totals = { passed: 0, failed: 0, skipped: 0 };

/**
 * TEST_TIME_FACTOR scales every time limit of the tests (packages/server/test/time-factor.ts,
 * packages/web/src/testing/time-factor.ts, e2e/support/time-factor.ts). Unset, it follows how
 * busy the machine already is when the tests start: 1 on an idle machine, up to 4 when other
 * work keeps every core busy several times over. A limit then bounds a stuck test, on any machine.
 */
function timeFactorFromLoad() {
  const busy = os.loadavg()[0] / os.availableParallelism();
  return Math.min(4, Math.max(1, Math.round((1 + busy) * 10) / 10));
}
process.env.TEST_TIME_FACTOR ||= String(timeFactorFromLoad());
console.log(`TEST_TIME_FACTOR=${process.env.TEST_TIME_FACTOR}`);
let failedSteps = [];

/** Runs a command with its output on this terminal; resolves to whether it passed. */
function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const child = spawn(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return new Promise((resolve) => {
    child.once('close', (code) => {
      if (code !== 0) failedSteps.push(title);
      resolve(code === 0);
    });
  });
}

/**
 * Runs a command with its output kept and printed whole when it ends, so that outputs of steps
 * that run side by side never interleave; resolves to whether it passed. `nice`: its CPU
 * priority (19 runs it only on what the other steps leave idle).
 */
function runQuietly(title, command, args, { env = {}, nice = 0 } = {}) {
  const [file, argv] = nice ? ['nice', ['-n', String(nice), command, ...args]] : [command, args];
  const child = spawn(file, argv, { cwd: root, env: { ...process.env, ...env } });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.once('close', (code) => {
      const text = Buffer.concat(output).toString().trim();
      console.log(`\n▶ ${title}: ${code === 0 ? 'passed' : 'FAILED'}${text ? `\n${text}` : ''}`);
      if (code !== 0) failedSteps.push(title);
      resolve(code === 0);
    });
  });
}

/** The type check and lint, at the lowest priority: they fill the cores the tests leave idle. */
async function checks() {
  const passed = await Promise.all(
    [
      ['typecheck', 'typecheck'],
      ['eslint', 'lint:code'],
      ['prettier', 'lint:format'],
      ['import graph', 'lint:imports'],
      ['duplicated code', 'lint:duplicates'],
      ['docs', 'lint:docs'],
      ['prometheus rules', 'lint:prometheus'],
    ].map(([title, script]) => runQuietly(title, 'npm', ['run', '--silent', script], { nice: 19 })),
  );
  totals.failed += passed.filter((ok) => !ok).length;
}

/** One vitest run of `projects` on `workers` workers; its JSON report adds to the total. */
async function vitest(projects, workers) {
  const file = path.join(reports, `vitest-${projects.join('-')}.json`);
  const passed = await run(`vitest: ${projects.join(', ')}`, 'npx', [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    `--maxWorkers=${workers}`,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  countReport(file, countVitestReport, passed);
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

/**
 * Adds a step's JSON report (test-report.mjs) to the total. A failed step whose report shows no
 * failure (no report, an error outside every file) still counts as one failed test.
 */
function countReport(file, count, passed) {
  const counts = fs.existsSync(file)
    ? count(JSON.parse(fs.readFileSync(file, 'utf8')))
    : { passed: 0, failed: 0, skipped: 0 };
  if (!passed && counts.failed === 0) counts.failed = 1;
  totals = addCounts(totals, counts);
}

/** Playwright's run; beside the API suite its output waits for its end (`quietly`). */
async function endToEnd(quietly) {
  const file = path.join(reports, 'playwright.json');
  const args = ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'];
  const env = { PLAYWRIGHT_JSON_OUTPUT_NAME: file };
  const passed = quietly
    ? await runQuietly('end-to-end (Chromium)', 'npx', args, { env })
    : await run('end-to-end (Chromium)', 'npx', args, env);
  countReport(file, countPlaywrightReport, passed);
}

async function api() {
  const projects = ['api-pglite'];
  if (await postgresReachable()) projects.push('api-postgres');
  else if (process.env.REQUIRE_POSTGRES === '1') {
    console.error('REQUIRE_POSTGRES=1 and PostgreSQL is unreachable: failing.');
    failedSteps.push('api-postgres');
    totals.failed += 1;
  } else console.log('API tests on PostgreSQL: SKIPPED (set TEST_DATABASE_URL to run them).');
  // Both drivers at once. Alone, four files at a time on two cores: an API file spends much of its
  // time waiting (on PostgreSQL, on servers it started, on timers), and two left a core idle.
  // Beside the end-to-end tests, two: the browser fills the waits, and each worker process imports
  // the whole app and opens its own PGlite (4 → 2: 669–692 → 595 s of CPU, 337–348 → 308 s).
  await vitest(projects, only ? 4 : 2);
}

const built = !only || only === 'e2e' ? await run('build web', 'npm', ['run', 'build']) : true;
if (!built) totals.failed += 1;

/**
 * The API tests on both drivers, then the unit and web tests: the vitest runs, one after the other.
 * The API files mostly wait, so they go beside the browser; the web files keep both cores busy by
 * themselves, so they go last, when the end-to-end run has ended (the other order: ~520 s in all;
 * this one 496 s, 2026-11-29, bench/README.md#the-test-suite).
 */
async function vitestRuns() {
  if (!only || only === 'api') await api();
  // Rendering in happy-dom keeps a core busy: one worker per core.
  if (!only || only === 'unit') await vitest(['unit', 'web'], 2);
}

// The vitest runs beside the end-to-end tests: the browser leaves a third of the cores idle (it
// waits for the server, for the network to be still), and the vitest files fill them. The checks
// run behind both, at the lowest priority. A check that fails counts as one failed test.
await Promise.all([
  !only || only === 'unit' || only === 'api' ? vitestRuns() : null,
  (!only || only === 'e2e') && built ? endToEnd(!only) : null,
  !only || only === 'checks' ? checks() : null,
]);

fs.rmSync(reports, { recursive: true, force: true });
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\n${totalLine(totals)}`);
process.exit(failedSteps.length ? 1 : 0);
