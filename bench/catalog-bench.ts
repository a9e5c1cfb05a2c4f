// Catalog benchmark, on PGlite (a fresh temp folder) and on PostgreSQL (a fresh database on
// TEST_DATABASE_URL's server, default 127.0.0.1:5432):
//   the import command's peak RSS and time (catalog-command.ts), import of the 579 MTGJSON set
//   files (time, row counts), re-import (time, changes), autocomplete p50/p95 over the full
//   catalog, name resolution of 100-line decks.
//   node --import tsx bench/catalog-bench.ts                both drivers, one child process each
//   node --import tsx bench/catalog-bench.ts --import-only  the import command's figures alone
//   node --import tsx bench/catalog-bench.ts pglite         one driver's in-process figures (JSON)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import {
  openPglite,
  openPostgres,
  pgliteExtensions,
  type DatabaseHandle,
} from '../packages/server/src/db/client';
import {
  MTGJSON_SETS_DIR,
  mtgjsonSetFile,
} from '../packages/server/src/modules/catalog/testing/shared-data';
import { buildServerIfStale, importByCommand, type CommandFigures } from './catalog-command';
import { benchImport, type ImportFigures } from './catalog-import';
import { benchSearch, type SearchFigures, type Timing } from './catalog-search';
import { testDatabaseUrl, withDatabase } from '../packages/server/test/postgres-url';
import type { Driver } from './bench-marketplace';
import { recordResult } from './record-result';

const serverUrl = testDatabaseUrl();

async function openFresh(
  driver: Driver,
): Promise<{ handle: DatabaseHandle; cleanup(): Promise<void> }> {
  if (driver === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdc-bench-catalog-'));
    const handle = await openPglite(
      await PGlite.create(path.join(dir, 'db'), { extensions: pgliteExtensions }),
    );
    return { handle, cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `mdc_bench_catalog_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  return {
    handle: await openPostgres(withDatabase(serverUrl, name)),
    cleanup: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

interface Figures {
  driver: Driver;
  import: ImportFigures;
  search: SearchFigures;
}

interface CommandRun {
  driver: Driver;
  whole: CommandFigures;
  oneFile: CommandFigures;
}

async function runOne(driver: Driver): Promise<Figures> {
  const { handle, cleanup } = await openFresh(driver);
  try {
    await handle.migrate();
    const imported = await benchImport(handle.db, driver);
    const config = loadConfig({ LOG_LEVEL: 'silent', BOT_CHECK: 'off', DATA_DIR: os.tmpdir() });
    const app = await buildApp(config, { database: handle, logger: false });
    await app.ready();
    const search = await benchSearch(handle.db, app);
    await app.close();
    return { driver, import: imported, search };
  } finally {
    await handle.close().catch(() => {});
    await cleanup();
  }
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const line = (label: string, t: Timing) =>
  `| ${label} | ${t.count} | ${ms(t.p50)} | ${ms(t.p95)} | ${ms(t.p99)} | ${ms(t.max)} |`;

const mb = (value: number) => `${Math.round(value)} MB`;

function commandReport(runs: CommandRun[]): string[] {
  const out = [
    '| driver | `catalog:import`, whole catalog, new database: peak RSS | its time | one set file (ELD): peak RSS |',
    '|---|---|---|---|',
  ];
  for (const { driver, whole, oneFile } of runs) {
    out.push(
      `| ${driver} | ${mb(whole.peakRssMb)} | ${whole.seconds.toFixed(1)} s | ${mb(oneFile.peakRssMb)} |`,
    );
  }
  return out;
}

function report(runs: CommandRun[], all: Figures[]): string {
  const out: string[] = [
    `Catalog benchmark — ${new Date().toISOString()}, ${os.cpus().length} CPUs, Node ${process.version}`,
    '',
    ...commandReport(runs),
  ];
  if (all.length === 0) return out.join('\n');
  out.push(
    '',
    '| driver | files | card records | import (in process) | re-import | rows changed by re-import |',
  );
  out.push('|---|---|---|---|---|---|');
  for (const { driver, import: i } of all) {
    out.push(
      `| ${driver} | ${i.files} | ${i.records.toLocaleString('en-US')} | ${i.firstSeconds.toFixed(1)} s | ${i.againSeconds.toFixed(1)} s | ${i.changedByAgain} |`,
    );
  }
  out.push(
    '',
    '| driver | ' + Object.keys(all[0]!.import.rows).join(' | ') + ' | same after re-import |',
  );
  out.push('|---|' + '---|'.repeat(Object.keys(all[0]!.import.rows).length + 1));
  for (const { driver, import: i } of all) {
    const same = JSON.stringify(i.rows) === JSON.stringify(i.rowsAfterAgain);
    out.push(
      `| ${driver} | ${Object.values(i.rows)
        .map((n) => n.toLocaleString('en-US'))
        .join(' | ')} | ${same ? 'yes' : 'NO'} |`,
    );
  }
  out.push(
    '',
    '| driver / measure | samples | p50 | p95 | p99 | max |',
    '|---|---|---|---|---|---|',
  );
  for (const { driver, search: s } of all) {
    out.push(line(`${driver}: autocomplete, service call`, s.autocompleteService));
    out.push(line(`${driver}: autocomplete, 1–2 characters typed`, s.autocompleteShort));
    out.push(
      line(
        `${driver}: autocomplete, GET /api/library/reference/public (inject)`,
        s.autocompleteHttp,
      ),
    );
    for (const deck of s.decks) {
      out.push(
        line(
          `${driver}: resolveNames, ${deck.label} (${deck.matched} found, ${deck.unmatched} not found)`,
          deck.timing,
        ),
      );
    }
  }
  return out.join('\n');
}

/** A run in a process of its own, so that its RSS high-water mark is its alone. */
function runChild<T>(args: string[]): T {
  const child = spawnSync(process.execPath, ['--import', 'tsx', import.meta.filename, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (child.status !== 0)
    throw new Error(`benchmark ${args.join(' ')} failed (exit ${child.status})`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1)!) as T;
}

const [only] = process.argv.slice(2) as [Driver | '--import-only' | undefined];
if (only === 'pglite' || only === 'postgres') {
  // Child: its figures as JSON on the last line of stdout.
  console.log(JSON.stringify(await runOne(only)));
} else {
  buildServerIfStale();
  const runs: CommandRun[] = [];
  const all: Figures[] = [];
  for (const driver of ['pglite', 'postgres'] as const) {
    runs.push({
      driver,
      whole: await importByCommand(driver, MTGJSON_SETS_DIR),
      oneFile: await importByCommand(driver, mtgjsonSetFile('ELD')),
    });
    if (only !== '--import-only') all.push(runChild<Figures>([driver]));
  }
  recordResult('catalog-bench', report(runs, all), { runs, all });
}
