// The requests of the card-data lookup benchmark and how one is timed: the whole HTTP route
// through app.inject, and the longest stall of the event loop meanwhile (with PGlite, queries
// run on the server's thread: while the loop stalls, no other request is served).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CardSummaryResponse, ImportedCard } from '@mdc/shared';
import { queryRows, type Database } from '../packages/server/src/db/client';

export interface Scenario {
  label: string;
  rows: ImportedCard[];
}

export interface ScenarioFigures {
  label: string;
  runs: number;
  p50: number;
  p95: number;
  max: number;
  matched: number;
  suggested: number;
  /** The longest the event loop went without a turn while the lookups ran. */
  longestStall: number;
}

const WARM_UP = 2;
const RUNS = 15;
const ROWS = 1000;

/** Two neighbouring letters in the middle swapped: the typo a hand-typed list holds. */
function typo(name: string): string {
  const at = Math.floor(name.length / 2);
  const [a, b] = [name[at - 1] ?? '', name[at] ?? ''];
  const swapped = a === b ? 'x' + b : b + a;
  return name.slice(0, at - 1) + swapped + name.slice(at + 1);
}

export async function summaryScenarios(db: Database): Promise<Scenario[]> {
  // A fixed pseudo-random sample of the catalog, the same on every run and driver.
  const names = await queryRows<{ name: string }>(
    db,
    sql`select name from card_oracles order by md5(name) limit ${ROWS}`,
  );
  const printings = await queryRows<{ name: string; set: string; number: string }>(
    db,
    sql`select name, set_code as set, collector_number as number from card_printings
        order by md5(id::text) limit ${ROWS}`,
  );
  return [
    {
      label: 'names not in the catalog (a typo in each)',
      rows: names.map((row) => ({ name: typo(row.name) })),
    },
    { label: 'names in the catalog', rows: names.map((row) => ({ name: row.name })) },
    {
      label: 'names with set and collector number',
      rows: printings.map((row) => ({ name: row.name, set: row.set, collectorNumber: row.number })),
    },
  ];
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

export async function timeScenario(
  app: FastifyInstance,
  scenario: Scenario,
  newSession: () => Promise<Record<string, string>>,
): Promise<ScenarioFigures> {
  const samples: number[] = [];
  const stalls = monitorEventLoopDelay({ resolution: 1 });
  let last: CardSummaryResponse | undefined;
  let headers = await newSession();
  for (let i = 0; i < WARM_UP + RUNS; i++) {
    if (i % 10 === 9) headers = await newSession();
    if (i === WARM_UP) stalls.enable();
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/library/card/summary',
      headers,
      payload: scenario.rows,
      // Limits are per user and per address: neither is what is measured.
      remoteAddress: `10.9.${Math.floor(i / 200)}.${i % 200}`,
    });
    if (res.statusCode !== 200) throw new Error(`status ${res.statusCode}: ${res.body}`);
    samples.push(performance.now() - started);
    last = res.json() as CardSummaryResponse;
    // A turn of the loop between requests, as between a real client's requests.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  stalls.disable();
  const sorted = samples.slice(WARM_UP).sort((a, b) => a - b);
  const cards = last?.cards ?? [];
  return {
    label: scenario.label,
    runs: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted.at(-1) ?? 0,
    matched: cards.filter((card) => card.match !== 'none').length,
    suggested: cards.filter((card) => card.suggestions.length > 0).length,
    longestStall: stalls.max / 1e6,
  };
}
