// Public library benchmark: GET /api/library/{id}/public for a 1000-card library of the demo
// marketplace (bench-marketplace.ts), through the real app (inject) with compression, as a
// browser asks for it (Accept-Encoding: gzip, deflate, br, zstd), on PGlite and on PostgreSQL.
// Goal: p95 ≤ 30 ms on PostgreSQL, ≤ 60 ms on PGlite. Two series: the library unchanged since
// the last visit (the serialized page comes from the cache, public-library-cache.ts) and the
// library changed before every request (its version raised, untimed: the page is read and
// serialized again).
// With `--size 10m` (100k, 1m), on the search benchmark's marketplace of that size instead
// (marketplace-size.ts), which holds the same demo library.
//   node --import tsx bench/public-library.ts             both drivers, one child process each
//   node --import tsx bench/public-library.ts pglite      one driver
//   node --import tsx bench/public-library.ts --size 10m  PostgreSQL, 10M listed cards
import os from 'node:os';
import type { LibraryCardsResponse } from '@mdc/shared';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { libraries } from '../packages/server/src/db/schema/index';
import { decode, kb, ms, percentile, type Driver } from './bench-marketplace';
import { openBenchMarketplace, perDriver } from './marketplace-size';

const WARM_UP = 30;
const RUNS = 300;
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const LIBRARY = { user: 'demo_riocuarto', name: 'Colección grande' };

type State = 'unchanged' | 'changed';

interface Series {
  state: State;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

interface Figures {
  /** The driver, and the marketplace's size if not the demo's. */
  marketplace: string;
  demoSeconds: number;
  cards: number;
  copies: number;
  runs: number;
  series: Series[];
  encoding: string;
  compressedBytes: number;
  rawBytes: number;
}

async function measure(driver: Driver): Promise<Figures> {
  const { handle, demo, demoSeconds, marketplace } = await openBenchMarketplace(driver);
  try {
    const library = demo.sellers
      .find((seller) => seller.user === LIBRARY.user)
      ?.libraries.find((candidate) => candidate.name === LIBRARY.name);
    if (!library) throw new Error(`the demo has no library ${LIBRARY.name} of ${LIBRARY.user}`);
    const config = loadConfig({ LOG_LEVEL: 'silent', BOT_CHECK: 'off', DATA_DIR: os.tmpdir() });
    const app = await buildApp(config, { database: handle, logger: false });
    await app.ready();
    const url = `/api/library/${library.id}/public`;
    let last: { encoding: string; body: Buffer } = { encoding: '', body: Buffer.alloc(0) };
    let request = 0;
    const run = async (state: State): Promise<Series> => {
      const samples: number[] = [];
      for (let i = 0; i < WARM_UP + RUNS; i++) {
        if (state === 'changed') {
          await handle.db
            .update(libraries)
            .set({ version: sql`${libraries.version} + 1` })
            .where(eq(libraries.id, library.id));
        }
        request += 1;
        const started = performance.now();
        const res = await app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': BROWSER_ENCODINGS },
          // The per-address limit (240/min) is not what is measured.
          remoteAddress: `10.8.${Math.floor(request / 200)}.${request % 200}`,
        });
        if (res.statusCode !== 200) throw new Error(`status ${res.statusCode}: ${res.body}`);
        if (i >= WARM_UP) samples.push(performance.now() - started);
        last = {
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
          body: res.rawPayload,
        };
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      const sorted = samples.sort((a, b) => a - b);
      return {
        state,
        p50: percentile(sorted, 0.5),
        p95: percentile(sorted, 0.95),
        p99: percentile(sorted, 0.99),
        max: sorted.at(-1) ?? 0,
      };
    };
    const series = [await run('unchanged'), await run('changed')];
    await app.close();
    const raw = decode(last.encoding, last.body);
    const answer = JSON.parse(raw.toString('utf8')) as LibraryCardsResponse;
    return {
      marketplace,
      demoSeconds,
      cards: answer.cards.length,
      copies: answer.library.cardCount,
      runs: RUNS,
      series,
      encoding: last.encoding,
      compressedBytes: last.body.length,
      rawBytes: raw.length,
    };
  } finally {
    await handle.close().catch(() => {});
  }
}

function report(all: Figures[]): string {
  return [
    `Public library benchmark — ${new Date().toISOString()}, ${os.cpus().length} CPUs, Node ${process.version}`,
    '',
    '| driver | library since the last request | library (lines / copies) | runs | p50 | p95 | p99 | max | over the wire (encoding) | raw JSON | demo generator before it |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...all.flatMap((f) =>
      f.series.map(
        (s) =>
          `| ${f.marketplace} | ${s.state} | ${f.cards} / ${f.copies} | ${f.runs} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} | ${kb(f.compressedBytes)} (${f.encoding}) | ${kb(f.rawBytes)} | ${f.demoSeconds.toFixed(1)} s |`,
      ),
    ),
  ].join('\n');
}

await perDriver(import.meta.filename, measure, report);
