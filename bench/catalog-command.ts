// The catalog import as a person runs it: the compiled `npm run catalog:import` on a new database
// (a new DATA_DIR for PGlite, a new database on TEST_DATABASE_URL's server for PostgreSQL), in a
// process of its own whose peak RSS is the import's memory.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { testDatabaseUrl, withDatabase } from '../packages/server/test/postgres-url';
import type { Driver } from './bench-marketplace';

export interface CommandFigures {
  /** What was imported: the whole catalog or one set file. */
  location: string;
  peakRssMb: number;
  seconds: number;
}

const root = path.resolve(import.meta.dirname, '..');

/** Builds packages/server/dist when its sources are newer, as `npm run catalog:import` does. */
export function buildServerIfStale(): void {
  const built = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale', '--server'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error(`build failed (exit ${built.status})`);
}

/** The Node flags `npm run catalog:import` gives the command (package.json): its heap limit. */
function commandFlags(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const script: string = pkg.scripts['catalog:import'];
  const flags = /node ((?:--\S+ )*)packages\/server\/dist\/catalog-import\.js/.exec(script);
  if (!flags) throw new Error(`package.json's catalog:import is not what this expects: ${script}`);
  return flags[1]!.trim().split(' ').filter(Boolean);
}

function runCommand(location: string, env: NodeJS.ProcessEnv, dir: string): CommandFigures {
  const peakFile = path.join(dir, 'peak-rss');
  const started = performance.now();
  const command = [...commandFlags(), 'packages/server/dist/catalog-import.js', location];
  const run = spawnSync(process.execPath, ['--import', './bench/peak-rss.mjs', ...command], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...env, PEAK_RSS_FILE: peakFile },
  });
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0)
    throw new Error(`catalog:import failed (exit ${run.status}): ${run.stderr}`);
  return { location, peakRssMb: Number(fs.readFileSync(peakFile, 'utf8')) / 1024, seconds };
}

/** `catalog:import <location>` on a new database of `driver`, deleted afterwards. */
export async function importByCommand(driver: Driver, location: string): Promise<CommandFigures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdc-bench-catalog-command-'));
  const name = `mdc_bench_catalog_command_${process.pid}`;
  const admin =
    driver === 'postgres' ? new pg.Client({ connectionString: testDatabaseUrl() }) : null;
  try {
    if (!admin) return runCommand(location, { DATA_DIR: dir, DATABASE_URL: '' }, dir);
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const url = withDatabase(testDatabaseUrl(), name);
    return runCommand(location, { DATA_DIR: dir, DATABASE_URL: url }, dir);
  } finally {
    await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
