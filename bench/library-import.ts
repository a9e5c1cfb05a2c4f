// Library import benchmark: 1,000 lines of a real export (the first 1,000 single-copy rows of
// a real Dragon Shield and a real Moxfield collection export, kept verbatim) parsed as the
// upload dialog parses them (parseLibraryImport), then resolved against the full catalog and
// stored by POST /api/library/card, through the real app (inject), into a fresh library each
// run, on PGlite and on PostgreSQL, with 10,000 opted-in wanted lines of the exports' cards in
// the marketplace (wanted-lists.ts): each import writes their alerts in its transaction.
// Goal: ≤ 500 ms for parse + resolve + store.
// With `--size 10m` (100k, 1m), into the search benchmark's marketplace of that size instead
// (marketplace-size.ts).
//   node --import tsx bench/library-import.ts             both drivers, one child process each
//   node --import tsx bench/library-import.ts pglite      one driver
//   node --import tsx bench/library-import.ts --size 10m  PostgreSQL, 10M listed cards
//   … --cpu-profile                                      a CPU profile of each export's runs
//                                                         (cpu-profile.ts; with the libraries'
//                                                         creation and deletion between them)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parseLibraryImport, readCsv, type AddLibraryCardsResponse } from '@mdc/shared';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { DEMO_DATA_DIR } from '../packages/server/src/demo/demo-data';
import { createLibrary, deleteLibrary } from '../packages/server/src/modules/libraries/index';
import { createUser, loginAs } from '../packages/server/test/factories';
import { ms, percentile, type Driver } from './bench-marketplace';
import { withCpuProfile } from './cpu-profile';
import { openBenchMarketplace, perDriver } from './marketplace-size';
import {
  countMatches,
  countWantedLines,
  ensureWantedCopies,
  ensureWantedLists,
  WANTED_LINES,
} from './wanted-lists';

const WARM_UP = 2;
const RUNS = 15;
const LINES = 1000;

interface Export {
  label: string;
  file: string;
  /** Lines before the first card row ("sep=," and the header). */
  headerLines: number;
  quantityColumn: number;
}

const EXPORTS: Export[] = [
  {
    label: 'Dragon Shield CSV (dragonshield-large-2026)',
    file: 'exports/dragonshield-large-2026.csv.gz',
    headerLines: 2,
    quantityColumn: 1,
  },
  {
    label: 'Moxfield collection CSV (moxfield-collection-export)',
    file: 'exports/moxfield-collection-export.csv',
    headerLines: 1,
    quantityColumn: 0,
  },
];

/** The export's header and its first 1,000 card lines of one copy each (1,000 copies: a full library). */
function thousandLines(source: Export): string {
  const bytes = fs.readFileSync(path.join(DEMO_DATA_DIR, source.file));
  const text = (source.file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
  const lines = text.split(/\r\n|\n/);
  const cards = lines
    .slice(source.headerLines)
    .filter((line) => readCsv(line)[0]?.[source.quantityColumn] === '1')
    .slice(0, LINES);
  return [...lines.slice(0, source.headerLines), ...cards].join('\r\n');
}

interface Figures {
  label: string;
  runs: number;
  rows: number;
  resolved: number;
  /** Opted-in wanted lines in the marketplace, and the alerts an import wrote (median). */
  wanted: number;
  alerts: number;
  parseP50: number;
  p50: number;
  p95: number;
  max: number;
  /** Deleting the library afterwards, its lines and their alerts with it (p95). */
  deleteP95: number;
}

async function measure(driver: Driver): Promise<{ marketplace: string; figures: Figures[] }> {
  const { handle, marketplace } = await openBenchMarketplace(driver);
  try {
    if ((await countWantedLines(handle.db, 'benchmark')) !== WANTED_LINES) {
      await ensureWantedLists(handle.db);
    }
    await ensureWantedCopies(handle.db);
    const config = loadConfig({ LOG_LEVEL: 'silent', BOT_CHECK: 'off', DATA_DIR: os.tmpdir() });
    // No load shedding: on PGlite an import can hold the event loop for over the shedding's 1 s
    // sample, which it reads as overload (the next request would answer 503); it is timed here.
    const app = await buildApp(config, {
      database: handle,
      logger: false,
      pressure: { maxEventLoopDelayMs: 0 },
    });
    await app.ready();
    const user = await createUser(app);
    const { bearerHeaders } = await loginAs(app, user);
    const wanted = await countWantedLines(handle.db, 'all');
    const figures: Figures[] = [];
    for (const source of EXPORTS) {
      const text = thousandLines(source);
      const totals: number[] = [];
      const parses: number[] = [];
      const alerts: number[] = [];
      const deletions: number[] = [];
      let last: AddLibraryCardsResponse | undefined;
      let rows = 0;
      const name = `import-${path.basename(source.file).split('.')[0]}-${marketplace.replaceAll(/\W+/g, '-')}`;
      await withCpuProfile(name, WARM_UP + RUNS, async () => {
        for (let i = 0; i < WARM_UP + RUNS; i++) {
          const library = await createLibrary(
            handle.db,
            user.id,
            { name: `Import ${i}`, buying: false },
            new Date(),
          );
          const alertsBefore = await countMatches(handle.db);
          const started = performance.now();
          const parsed = parseLibraryImport(text, path.basename(source.file));
          if (!parsed.ok) throw new Error(parsed.message);
          const parsedAt = performance.now();
          const res = await app.inject({
            method: 'POST',
            url: '/api/library/card',
            headers: bearerHeaders,
            payload: parsed.rows.map((row) => ({
              ...row,
              libraryId: library.internalId,
              referenceId: null,
            })),
          });
          const done = performance.now();
          if (res.statusCode !== 201) throw new Error(`status ${res.statusCode}: ${res.body}`);
          if (i >= WARM_UP) {
            totals.push(done - started);
            parses.push(parsedAt - started);
            alerts.push((await countMatches(handle.db)) - alertsBefore);
          }
          last = res.json() as AddLibraryCardsResponse;
          rows = parsed.rows.length;
          const deleting = performance.now();
          await deleteLibrary(
            handle.db,
            user.id,
            library.internalId,
            new Date(),
            'http://localhost',
          );
          if (i >= WARM_UP) deletions.push(performance.now() - deleting);
        }
      });
      totals.sort((a, b) => a - b);
      parses.sort((a, b) => a - b);
      figures.push({
        label: source.label,
        runs: totals.length,
        rows,
        resolved: last?.cards.filter((card) => card.referenceId !== null).length ?? 0,
        wanted,
        alerts: percentile(
          alerts.sort((a, b) => a - b),
          0.5,
        ),
        parseP50: percentile(parses, 0.5),
        p50: percentile(totals, 0.5),
        p95: percentile(totals, 0.95),
        max: totals.at(-1) ?? 0,
        deleteP95: percentile(
          deletions.sort((a, b) => a - b),
          0.95,
        ),
      });
    }
    await app.close();
    return { marketplace, figures };
  } finally {
    await handle.close().catch(() => {});
  }
}

function report(all: { marketplace: string; figures: Figures[] }[]): string {
  return [
    `Library import benchmark — ${new Date().toISOString()}, ${os.cpus().length} CPUs, Node ${process.version}`,
    '',
    '| driver | export (1,000 lines) | runs | rows / resolved to a printing | opted-in wanted lines | alerts written per import | parse p50 | parse + resolve + store p50 | p95 | max | deleting the library p95 |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...all.flatMap(({ marketplace, figures }) =>
      figures.map(
        (f) =>
          `| ${marketplace} | ${f.label} | ${f.runs} | ${f.rows} / ${f.resolved} | ${f.wanted.toLocaleString('en')} | ${f.alerts.toLocaleString('en')} | ${ms(f.parseP50)} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.max)} | ${ms(f.deleteP95)} |`,
      ),
    ),
  ].join('\n');
}

await perDriver(import.meta.filename, measure, report);
