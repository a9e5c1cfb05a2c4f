import {
  PRICE_CHANGE_DAYS,
  PRICE_HISTORY_DAYS,
  type PriceHistories,
  type PriceHistory,
  type PriceHistoryKey,
  type PricePoint,
} from '@mdc/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { cardPriceHistory } from '../../db/schema/index';
import { jsonRows } from './import/table-changes';
import { dayBefore } from './prune-price-history';

/**
 * The last 90 days of USD prices of printings and finishes, and their change over 30 days
 * (docs/product/catalog-and-prices.md#price-history). One statement for the whole list: per
 * series, the last row before the window (the value on its first day) and the rows in it.
 */
export async function findPriceHistories(
  db: Database,
  keys: PriceHistoryKey[],
  now: Date,
): Promise<PriceHistories['histories']> {
  const start = dayBefore(now, PRICE_HISTORY_DAYS - 1);
  const wanted = keys.map((key, i) => ({
    i,
    printing_id: key.printingId,
    finish: key.foil ? 'foil' : 'normal',
  }));
  const rows = await queryRows<{ i: number; day: string; usd: string }>(
    db,
    sql`select w.i, v.day::text as day, v.usd::text as usd
        from jsonb_to_recordset(${jsonRows(wanted)}) as w(i int, printing_id uuid, finish text)
        cross join lateral (
          (select b.day, b.usd from ${cardPriceHistory} b
           where b.printing_id = w.printing_id and b.finish = w.finish and b.day < ${start}::date
           order by b.day desc limit 1)
          union all
          (select h.day, h.usd from ${cardPriceHistory} h
           where h.printing_id = w.printing_id and h.finish = w.finish and h.day >= ${start}::date)
        ) v
        order by w.i, v.day`,
  );
  const points = keys.map((): PricePoint[] => []);
  for (const row of rows) {
    const series = points[row.i]!;
    // A row on the window's first day replaces the value carried into it.
    if (series.at(-1)?.day === row.day) series.pop();
    series.push({ day: row.day < start ? start : row.day, usd: row.usd });
  }
  return keys.map((key, i) => ({ ...key, ...withChange(points[i]!, now) }));
}

/** The change in percent (one decimal) from the value 30 days back to the last one. */
export function withChange(points: PricePoint[], now: Date): PriceHistory {
  const back = dayBefore(now, PRICE_CHANGE_DAYS);
  const then = points.filter((point) => point.day <= back).at(-1);
  const last = points.at(-1);
  if (!then || !last || Number(then.usd) === 0) return { points, change30d: null };
  const change = ((Number(last.usd) - Number(then.usd)) / Number(then.usd)) * 100;
  return { points, change30d: Math.round(change * 10) / 10 };
}
