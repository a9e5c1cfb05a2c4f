// Search figures over an imported catalog: autocomplete (the service call, and the whole HTTP
// route through app.inject) and name resolution of 100-line decks.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows, type Database } from '../packages/server/src/db/client';
import { resolveNames, searchCardNames } from '../packages/server/src/modules/catalog/index';
import { DECKS_DIR } from '../packages/server/src/modules/catalog/testing/shared-data';
import { SHARED_DATA_DIR } from '../packages/server/test/shared-data';

export interface Timing {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface SearchFigures {
  autocompleteService: Timing;
  autocompleteShort: Timing;
  autocompleteHttp: Timing;
  decks: { label: string; timing: Timing; matched: number; unmatched: number }[];
}

const WARM_UP = 50;
const DECK_RUNS = 50;

function timing(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return {
    count: sorted.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: sorted.at(-1) ?? 0,
  };
}

function csvNames(file: string, limit: number): string[] {
  const lines = fs.readFileSync(path.join(SHARED_DATA_DIR, 'staples', file), 'utf8').split('\n');
  // Column 2 is the name; names with commas are quoted.
  return lines
    .slice(1, limit + 1)
    .map((line) => /^\d+,("(?:[^"]|"")*"|[^,]*)/.exec(line)?.[1] ?? '')
    .map((name) => name.replace(/^"|"$/g, '').replace(/""/g, '"'))
    .filter(Boolean);
}

/** What people type: growing prefixes of real card names, English and Spanish. */
async function autocompleteQueries(db: Database): Promise<string[]> {
  const english = [
    ...csvNames('commander-top250-by-edhrecRank-mtgjson-2022-04-25.csv', 100),
    ...csvNames('pauper-metagame-mtggoldfish-2026-07-03.csv', 50),
  ];
  const spanish = await queryRows<{ term: string }>(
    db,
    sql`select term from card_name_terms where kind = 2 and start = 0
        order by popularity nulls last, term limit 50`,
  );
  const names = [...english, ...spanish.map((row) => row.term)];
  return names.flatMap((name) =>
    [1, 2, 3, 4, 6, 9, 13, name.length]
      .filter((n) => n <= name.length)
      .map((n) => name.slice(0, n)),
  );
}

async function measure(queries: string[], run: (query: string) => Promise<unknown>) {
  const samples: number[] = [];
  for (const [i, query] of queries.entries()) {
    const started = performance.now();
    await run(query);
    if (i >= WARM_UP) samples.push(performance.now() - started);
  }
  return samples;
}

function deckLines(relative: string): { name: string }[] {
  return fs
    .readFileSync(path.join(DECKS_DIR, relative), 'utf8')
    .split('\n')
    .map((line) => line.trim().replace(/^\d+x?\s+/, ''))
    .filter(Boolean)
    .map((name) => ({ name }));
}

async function benchDeck(db: Database, label: string, lines: { name: string }[], suggest = false) {
  const resolved = await resolveNames(db, lines);
  const samples: number[] = [];
  for (let i = 0; i < DECK_RUNS + 3; i++) {
    const started = performance.now();
    await resolveNames(db, lines, { suggest });
    if (i >= 3) samples.push(performance.now() - started);
  }
  const unmatched = resolved.filter((r) => r.match === 'none').length;
  return {
    label: `${label}${suggest ? ', with suggestions for names not found' : ''}`,
    timing: timing(samples),
    matched: lines.length - unmatched,
    unmatched,
  };
}

export async function benchSearch(db: Database, app: FastifyInstance): Promise<SearchFigures> {
  const queries = await autocompleteQueries(db);
  const service = await measure(queries, (query) => searchCardNames(db, query));
  const measured = queries.slice(WARM_UP);
  const short = service.filter((_, i) => (measured[i]?.length ?? 0) <= 2);
  let request = 0;
  const http = await measure(queries, (query) =>
    app.inject({
      method: 'GET',
      url: `/api/library/reference/public?name=${encodeURIComponent(query)}`,
      // Spread over addresses: the per-IP rate limit is not what is measured here.
      remoteAddress: `10.0.${Math.floor(request / 200) % 250}.${request++ % 200}`,
    }),
  );
  const top100 = csvNames('commander-top250-by-edhrecRank-mtgjson-2022-04-25.csv', 100);
  const cedh = deckLines(
    'mtgtop8-metagame-2026-07-20/commander/17-thrasios-triton-hero-tymna-the-weaver.txt',
  );
  const cedhLabel = 'cEDH deck, MTGTop8 2026-07 (Thrasios/Tymna), 100 lines';
  return {
    autocompleteService: timing(service),
    autocompleteShort: timing(short),
    autocompleteHttp: timing(http),
    decks: [
      await benchDeck(db, cedhLabel, cedh),
      await benchDeck(db, cedhLabel, cedh, true),
      await benchDeck(
        db,
        'Commander top 100 staples (2022), 100 lines',
        top100.map((name) => ({ name })),
      ),
    ],
  };
}
