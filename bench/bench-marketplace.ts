// The database of the library benchmarks, one per driver, kept between runs (a temp folder, a
// database `mdc_bench_marketplace` on TEST_DATABASE_URL's server): filled by `npm run demo`'s
// generator — the full MTGJSON catalog (imported once, ~1 minute per driver) and the demo
// sellers with their libraries. BENCH_FRESH=1 starts it over. The search benchmark keeps bigger
// marketplaces under names of its own. Also a fresh database for one run, a kept PGlite folder,
// the server processes of one run, the child-per-variant runner, the report's title line and the
// percentiles the benchmarks share.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  openPglite,
  openPostgres,
  pgliteExtensions,
  type DatabaseHandle,
} from '../packages/server/src/db/client';
import {
  pgliteStartParams,
  SERVER_PGLITE_SETTINGS,
} from '../packages/server/src/db/pglite-settings';
import { generateDemo, type DemoReport } from '../packages/server/src/demo/generate-demo';
import { testDatabaseUrl, withDatabase } from '../packages/server/test/postgres-url';
import type { ServerProcess } from '../packages/server/test/server-process';
import { recordResult } from './record-result';

export type Driver = 'pglite' | 'postgres';
const serverUrl = testDatabaseUrl();
const NAME = 'mdc_bench_marketplace';

async function onServer(work: (admin: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * The PGlite database kept between runs in the temp folder `folder` (created when missing;
 * emptied first when `fresh`, BENCH_FRESH=1).
 */
export async function openKeptPglite(folder: string, fresh: boolean): Promise<DatabaseHandle> {
  const dir = path.join(os.tmpdir(), folder);
  if (fresh) fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  // As the server opens its own (db/pglite-settings.ts).
  const startParams = pgliteStartParams(SERVER_PGLITE_SETTINGS);
  return openPglite(await PGlite.create(dir, { extensions: pgliteExtensions, startParams }));
}

async function openKept(driver: Driver, name: string): Promise<DatabaseHandle> {
  const fresh = process.env.BENCH_FRESH === '1';
  if (driver === 'pglite') return openKeptPglite(`${name}_pglite`, fresh);
  await onServer(async (admin) => {
    if (fresh) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  });
  return openPostgres(withDatabase(serverUrl, name));
}

/**
 * A new, empty database `name` on TEST_DATABASE_URL's server for one run (one a crashed run
 * left is dropped first): its URL, and how to drop it.
 */
export async function freshPostgresDatabase(
  name: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const drop = () =>
    onServer((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  await drop();
  await onServer((admin) => admin.query(`CREATE DATABASE ${name}`));
  return { url: withDatabase(serverUrl, name), drop };
}

/**
 * Runs `work` with a list for the server processes it starts: when it fails, their output is
 * printed (stderr); in any case, every one still in the list is stopped.
 */
export async function withServers<T>(work: (servers: ServerProcess[]) => Promise<T>): Promise<T> {
  const servers: ServerProcess[] = [];
  try {
    return await work(servers);
  } catch (err) {
    for (const server of servers) process.stderr.write(server.output());
    throw err;
  } finally {
    for (const server of servers) await server.stop();
  }
}

/** The kept database `name` of `driver`, migrated and holding the demo marketplace. */
export async function openMarketplace(
  driver: Driver,
  name = NAME,
): Promise<{ handle: DatabaseHandle; demo: DemoReport; demoSeconds: number }> {
  const handle = await openKept(driver, name);
  await handle.migrate();
  const started = performance.now();
  process.stderr.write(`${driver}: npm run demo's generator (the catalog is imported once)…\n`);
  const demo = await generateDemo(handle.db);
  return { handle, demo, demoSeconds: (performance.now() - started) / 1000 };
}

/** A report's first line: the benchmark, when, and the machine with its load (it is shared). */
export const reportTitle = (benchmark: string) =>
  `${benchmark} — ${new Date().toISOString()}, ${os.cpus().length} CPUs, Node ${process.version}, ` +
  `load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`;

export function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** An answer's body as the server encoded it (`content-encoding`), decoded. */
export function decode(encoding: string, body: Buffer): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/**
 * Runs `measure` for `variant` when the script is called with one (a child: its figures as JSON
 * on the last line of stdout); without one, runs itself once for each of `run` (by default every
 * variant), passing on its own arguments (`--size`: marketplace-size.ts), and hands the figures
 * of all to `report`.
 */
export async function perVariant<V extends string, T>(
  script: string,
  variants: readonly V[],
  measure: (variant: V) => Promise<T>,
  report: (all: T[]) => string,
  run: readonly V[] = variants,
): Promise<void> {
  const args = process.argv.slice(2);
  const chosen = variants.find((variant) => variant === args[0]);
  if (chosen) {
    console.log(JSON.stringify(await measure(chosen)));
    return;
  }
  const all = run.map((variant) => {
    const child = spawnSync(process.execPath, ['--import', 'tsx', script, variant, ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (child.status !== 0) throw new Error(`benchmark ${variant} failed (exit ${child.status})`);
    return JSON.parse(child.stdout.trim().split('\n').at(-1)!) as T;
  });
  recordResult(path.basename(script, '.ts'), report(all), all);
}
