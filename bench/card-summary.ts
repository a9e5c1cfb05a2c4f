// Card-data lookup benchmark: POST /api/library/card/summary with 1,000 rows (the upload
// dialog's largest request) over the full MTGJSON catalog (579 set files), on PGlite and on
// PostgreSQL (TEST_DATABASE_URL's server, default 127.0.0.1:5432).
//   node --import tsx bench/card-summary.ts           both drivers, one child process each
//   node --import tsx bench/card-summary.ts pglite    one driver
// The imported catalogs are kept between runs (a temp folder, a database `mdc_bench_summary`):
// the first run imports them (~1 minute per driver); BENCH_FRESH=1 imports again.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { openPostgres, queryRows, type DatabaseHandle } from '../packages/server/src/db/client';
import { importCatalog } from '../packages/server/src/modules/catalog/index';
import { MTGJSON_SETS_DIR } from '../packages/server/src/modules/catalog/testing/shared-data';
import { createUser, loginAs } from '../packages/server/test/factories';
import { summaryScenarios, timeScenario, type ScenarioFigures } from './card-summary-scenarios';
import { testDatabaseUrl, withDatabase } from '../packages/server/test/postgres-url';
import { openKeptPglite, type Driver } from './bench-marketplace';
import { recordResult } from './record-result';

const serverUrl = testDatabaseUrl();
const fresh = process.env.BENCH_FRESH === '1';

async function openKept(driver: Driver): Promise<DatabaseHandle> {
  if (driver === 'pglite') return openKeptPglite('mdc-bench-summary-pglite', fresh);
  const name = 'mdc_bench_summary';
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  if (fresh) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return openPostgres(withDatabase(serverUrl, name));
}

async function runOne(driver: Driver): Promise<{ driver: Driver; scenarios: ScenarioFigures[] }> {
  const handle = await openKept(driver);
  try {
    await handle.migrate();
    const [row] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from card_printings`,
    );
    if (!row?.n) {
      process.stderr.write(`${driver}: importing the catalog (once)…\n`);
      await importCatalog(handle.db, MTGJSON_SETS_DIR);
    }
    // Before the app: sampling the catalog is slow on PGlite, and would count as load.
    const prepared = await summaryScenarios(handle.db);
    const config = loadConfig({ LOG_LEVEL: 'silent', BOT_CHECK: 'off', DATA_DIR: os.tmpdir() });
    // BENCH_SHEDDING=off measures code that would trip the load shedding (the old one did).
    const pressure = process.env.BENCH_SHEDDING === 'off' ? { maxEventLoopDelayMs: 0 } : {};
    const app = await buildApp(config, { database: handle, logger: false, pressure });
    await app.ready();
    // A new user every few requests: the route's per-user rate limit is not what is measured.
    const newSession = async () => (await loginAs(app, await createUser(app))).bearerHeaders;
    const scenarios: ScenarioFigures[] = [];
    for (const scenario of prepared) {
      scenarios.push(await timeScenario(app, scenario, newSession));
    }
    await app.close();
    return { driver, scenarios };
  } finally {
    await handle.close().catch(() => {});
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

function report(all: { driver: Driver; scenarios: ScenarioFigures[] }[]): string {
  const out = [
    `Card-data lookup benchmark — ${new Date().toISOString()}, ${os.cpus().length} CPUs, Node ${process.version}`,
    '',
    '| driver | request (1,000 rows) | runs | p50 | p95 | max | rows matched / with suggestions | longest event-loop stall |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const { driver, scenarios } of all) {
    for (const s of scenarios) {
      out.push(
        `| ${driver} | ${s.label} | ${s.runs} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.max)} | ${s.matched} / ${s.suggested} | ${ms(s.longestStall)} |`,
      );
    }
  }
  return out.join('\n');
}

const [only] = process.argv.slice(2) as [Driver | undefined];
if (only === 'pglite' || only === 'postgres') {
  // Child: its figures as JSON on the last line of stdout.
  console.log(JSON.stringify(await runOne(only)));
} else {
  const all = (['pglite', 'postgres'] as const).map((driver) => {
    const child = spawnSync(process.execPath, ['--import', 'tsx', import.meta.filename, driver], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (child.status !== 0) throw new Error(`benchmark ${driver} failed (exit ${child.status})`);
    return JSON.parse(child.stdout.trim().split('\n').at(-1)!) as {
      driver: Driver;
      scenarios: ScenarioFigures[];
    };
  });
  recordResult('card-summary', report(all), all);
}
