// Which marketplace a benchmark runs on. By default the demo's (bench-marketplace.ts); with
// `--size 100k|1m|10m`, the search benchmark's marketplace of that many listed cards: the demo's
// grown by scale-marketplace.ts, kept between runs as `mdc_bench_search_<size>` (BENCH_FRESH=1
// builds it again). Growing commits a million lines at a time, so a run cut short keeps what it
// added and the next one goes on from there with the same plan.
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type DatabaseHandle } from '../packages/server/src/db/client';
import type { DemoReport } from '../packages/server/src/demo/generate-demo';
import { openMarketplace, perVariant, type Driver } from './bench-marketplace';
import { addSellers, countListedCards } from './scale-marketplace';
import { planSellers, type SellersPlan } from './scale-marketplace-plan';

export const SIZES = {
  '100k': { listed: 100_000, drivers: ['pglite', 'postgres'] },
  '1m': { listed: 1_000_000, drivers: ['postgres'] },
  '10m': { listed: 10_000_000, drivers: ['postgres'] },
} as const satisfies Record<string, { listed: number; drivers: readonly Driver[] }>;
export type Size = keyof typeof SIZES;

/** `--size <size>` of the command line (perVariant passes it on to each child). */
export function sizeOption(): Size | null {
  const at = process.argv.indexOf('--size');
  if (at < 0) return null;
  const size = process.argv[at + 1] ?? '';
  if (!(size in SIZES)) throw new Error(`--size is one of ${Object.keys(SIZES).join(', ')}`);
  return size as Size;
}

const CHUNK_LINES = 1_000_000;

/** The rest of the plan (the sellers not added yet), a million lines of libraries at a time. */
function* chunks(plan: SellersPlan, added: number): Generator<SellersPlan> {
  let chunk: SellersPlan = { sellers: [], libraries: [] };
  let lines = 0;
  for (const seller of plan.sellers.slice(added)) {
    const libraries = plan.libraries.filter((library) => library.username === seller.username);
    chunk.sellers.push(seller);
    chunk.libraries.push(...libraries);
    lines += libraries.reduce((sum, library) => sum + library.lines, 0);
    if (lines >= CHUNK_LINES) {
      yield chunk;
      chunk = { sellers: [], libraries: [] };
      lines = 0;
    }
  }
  if (chunk.sellers.length > 0) yield chunk;
}

/** Grows marketplace `label` (holding `before` listed lines) to `listed`. */
async function grow(db: Database, label: string, listed: number, before: number): Promise<void> {
  const seed = `bench_${label}`;
  // Sellers are added in the plan's order, each with its libraries: those already there are the
  // plan's first ones, drawn for the lines the demo alone left to add.
  const grown = await countListedCards(db, seed);
  const [row] = await queryRows<{ sellers: number }>(
    db,
    sql`select count(*)::int as sellers from users where starts_with(username, ${`${seed}_`})`,
  );
  const plan = planSellers(listed - (before - grown), seed);
  const started = performance.now();
  let done = 0;
  for (const chunk of chunks(plan, row!.sellers)) {
    await addSellers(db, chunk, seed, new Date());
    done += chunk.sellers.length;
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    process.stderr.write(
      `${label}: ${done} sellers added of ${plan.sellers.length}, ${seconds} s\n`,
    );
  }
}

/**
 * The kept marketplace `mdc_bench_search_<label>` of `driver`: the demo's, grown to `listed`
 * listed cards the first time, vacuumed after growing (hint bits and the visibility map set
 * once, not by the first searches), statistics refreshed.
 */
export async function openScaledMarketplace(
  driver: Driver,
  label: string,
  listed: number,
): Promise<{
  handle: DatabaseHandle;
  demo: DemoReport;
  demoSeconds: number;
  listed: number;
  buildSeconds: number | null;
}> {
  const { handle, demo, demoSeconds } = await openMarketplace(driver, `mdc_bench_search_${label}`);
  const before = await countListedCards(handle.db);
  let buildSeconds: number | null = null;
  if (before < listed) {
    const started = performance.now();
    process.stderr.write(`${driver} ${label}: ${before} listed cards, growing to ${listed}…\n`);
    await grow(handle.db, label, listed, before);
    buildSeconds = (performance.now() - started) / 1000;
  }
  // Vacuumed once after growing (also when the run that grew it was cut short before: the
  // server's autovacuum may be off); otherwise statistics, as after any bulk load and for
  // indexes a migration just added. And each table autovacuum would vacuum (dead rows over a
  // fifth of the live ones): the imports' alerts, deleted with their libraries, left 195,000 dead
  // notifications behind 14,000 live ones after four runs at 10M, and each run was slower.
  const [stats] = await queryRows<{ unvacuumed: number }>(
    handle.db,
    sql`select n_ins_since_vacuum::int as unvacuumed from pg_stat_user_tables
        where relname = 'library_cards'`,
  );
  if ((stats?.unvacuumed ?? 0) > 100_000) {
    const started = performance.now();
    await handle.db.execute(sql`vacuum analyze`);
    process.stderr.write(
      `${label}: vacuumed in ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
    );
  } else {
    const bloated = await queryRows<{ name: string }>(
      handle.db,
      sql`select relname as name from pg_stat_user_tables
          where n_dead_tup > 50 + 0.2 * n_live_tup`,
    );
    for (const { name } of bloated) {
      await handle.db.execute(sql`vacuum analyze ${sql.identifier(name)}`);
    }
    await handle.db.execute(sql`analyze`);
  }
  return { handle, demo, demoSeconds, listed: await countListedCards(handle.db), buildSeconds };
}

/** The marketplace of `--size` (or the demo's) on `driver`, and how the reports name it. */
export async function openBenchMarketplace(driver: Driver) {
  const size = sizeOption();
  if (!size) return { ...(await openMarketplace(driver)), marketplace: driver };
  const scaled = await openScaledMarketplace(driver, size, SIZES[size].listed);
  return { ...scaled, marketplace: `${driver}, ${size} marketplace` };
}

/** perVariant over the drivers of the marketplace of `--size` (both for the demo's). */
export const perDriver = <T>(
  script: string,
  measure: (driver: Driver) => Promise<T>,
  report: (all: T[]) => string,
) => {
  const size = sizeOption();
  const all = ['pglite', 'postgres'] as const;
  return perVariant(script, all, measure, report, size ? SIZES[size].drivers : all);
};
