// `npm test`: every check in one command. build → unit + web → API (PGlite and PostgreSQL) →
// end-to-end in Chromium, with the type check and lint beside it at low priority. Prints one
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
 * Runs commands at the lowest CPU priority, each one's output kept and printed whole when it ends
 * (so that outputs never interleave with the step in front); resolves to whether each passed.
 * They use what the step in front leaves idle (docs/operations.md#where-the-time-goes measures it).
 */
function runBehind(steps) {
  return Promise.all(
    steps.map(
      ({ title, args }) =>
        new Promise((resolve) => {
          const child = spawn('nice', ['-n', '19', 'npm', 'run', '--silent', ...args], {
            cwd: root,
            env: process.env,
          });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.once('close', (code) => {
            const text = Buffer.concat(output).toString().trim();
            console.log(
              `\n▶ ${title}: ${code === 0 ? 'passed' : 'FAILED'}${text ? `\n${text}` : ''}`,
            );
            if (code !== 0) failedSteps.push(title);
            resolve(code === 0);
          });
        }),
    ),
  );
}

/** The type check and lint, behind the end-to-end tests: they fill the cores the browser leaves idle. */
async function checks() {
  const passed = await runBehind([
    { title: 'typecheck', args: ['typecheck'] },
    { title: 'eslint', args: ['lint:code'] },
    { title: 'prettier', args: ['lint:format'] },
    { title: 'import graph', args: ['lint:imports'] },
  ]);
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

async function endToEnd() {
  const file = path.join(reports, 'playwright.json');
  const passed = await run(
    'end-to-end (Chromium)',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
  );
  countReport(file, countPlaywrightReport, passed);
}

const built = !only || only === 'e2e' ? await run('build web', 'npm', ['run', 'build']) : true;
if (!built) totals.failed += 1;

if (!only || only === 'unit') {
  // Rendering in jsdom keeps a core busy: one worker per core.
  await vitest(['unit', 'web'], 2);
}

if (!only || only === 'api') {
  const projects = ['api-pglite'];
  if (await postgresReachable()) projects.push('api-postgres');
  else if (process.env.REQUIRE_POSTGRES === '1') {
    console.error('REQUIRE_POSTGRES=1 and PostgreSQL is unreachable: failing.');
    failedSteps.push('api-postgres');
    totals.failed += 1;
  } else console.log('API tests on PostgreSQL: SKIPPED (set TEST_DATABASE_URL to run them).');
  // Both drivers at once, four files at a time on two cores: an API file spends much of its time
  // waiting (on PostgreSQL, on servers it started, on timers), and two left a core idle.
  await vitest(projects, 4);
}

// The browser leaves a fifth of the cores idle (it waits for the server, for the network to be
// still): the checks run behind it. A check that fails counts as one failed test in the total.
await Promise.all([
  !only || only === 'checks' ? checks() : null,
  (!only || only === 'e2e') && built ? endToEnd() : null,
]);

fs.rmSync(reports, { recursive: true, force: true });
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\n${totalLine(totals)}`);
process.exit(failedSteps.length ? 1 : 0);
