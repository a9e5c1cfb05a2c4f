// The database of the library benchmarks, one per driver, kept between runs (a temp folder, a
// database `mdc_bench_marketplace` on TEST_DATABASE_URL's server): filled by `npm run demo`'s
// generator — the full MTGJSON catalog (imported once, ~1 minute per driver) and the demo
// sellers with their libraries. BENCH_FRESH=1 starts it over. Also the child-per-driver runner
// and the percentiles the library benchmarks share.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  openPglite,
  openPostgres,
  pgliteExtensions,
  type DatabaseHandle,
} from '../packages/server/src/db/client';
import { generateDemo, type DemoReport } from '../packages/server/src/demo/generate-demo';

export type Driver = 'pglite' | 'postgres';
const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const NAME = 'mdc_bench_marketplace';

async function openKept(driver: Driver): Promise<DatabaseHandle> {
  const fresh = process.env.BENCH_FRESH === '1';
  if (driver === 'pglite') {
    const dir = path.join(os.tmpdir(), `${NAME}_pglite`);
    if (fresh) fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    return openPglite(await PGlite.create(dir, { extensions: pgliteExtensions }));
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  if (fresh) await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
  const exists = await admin.query('select 1 from pg_database where datname = $1', [NAME]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${NAME}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${NAME}`;
  return openPostgres(url.toString());
}

/** The kept database of `driver`, migrated and holding the demo marketplace. */
export async function openMarketplace(
  driver: Driver,
): Promise<{ handle: DatabaseHandle; demo: DemoReport; demoSeconds: number }> {
  const handle = await openKept(driver);
  await handle.migrate();
  const started = performance.now();
  process.stderr.write(`${driver}: npm run demo's generator (the catalog is imported once)…\n`);
  const demo = await generateDemo(handle.db);
  return { handle, demo, demoSeconds: (performance.now() - started) / 1000 };
}

export function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * Runs `measure` for `driver` when the script is called with it (a child: its figures as JSON
 * on the last line of stdout); without one, runs itself once per driver and hands the figures
 * of both to `report`.
 */
export async function perDriver<T>(
  script: string,
  measure: (driver: Driver) => Promise<T>,
  report: (all: T[]) => string,
): Promise<void> {
  const [only] = process.argv.slice(2);
  if (only === 'pglite' || only === 'postgres') {
    console.log(JSON.stringify(await measure(only)));
    return;
  }
  const all = (['pglite', 'postgres'] as const).map((driver) => {
    const child = spawnSync(process.execPath, ['--import', 'tsx', script, driver], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (child.status !== 0) throw new Error(`benchmark ${driver} failed (exit ${child.status})`);
    return JSON.parse(child.stdout.trim().split('\n').at(-1)!) as T;
  });
  console.log(report(all));
}
