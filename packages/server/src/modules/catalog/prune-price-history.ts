import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { cardPriceHistory } from '../../db/schema/index';

/**
 * Keeps the price history bounded (docs/product/catalog-and-prices.md#price-history): 90 days
 * of the printings no library line lists or wants, 400 days of the others. The newest row of
 * each series stays whatever its age: it is the price now, one row per printing and finish.
 */

export const HISTORY_DAYS = 90;
export const LISTED_HISTORY_DAYS = 400;

const DAY_MS = 24 * 60 * 60 * 1000;
export const dayBefore = (now: Date, days: number) =>
  new Date(now.getTime() - days * DAY_MS).toISOString().slice(0, 10);

/**
 * `listedPrintings`: a subquery of the printing ids library lines hold (the libraries feature's,
 * given by src/job-list.ts: the catalog reads no other feature's tables).
 */
export async function prunePriceHistory(
  db: Database,
  now: Date,
  listedPrintings: SQL,
): Promise<number> {
  const [row] = await queryRows<{ deleted: number }>(
    db,
    sql`with deleted as (
          delete from ${cardPriceHistory} h
          where (h.day < ${dayBefore(now, LISTED_HISTORY_DAYS)}::date
                 or (h.day < ${dayBefore(now, HISTORY_DAYS)}::date
                     and h.printing_id not in (${listedPrintings})))
            and exists (select 1 from ${cardPriceHistory} n
                        where n.printing_id = h.printing_id and n.finish = h.finish
                          and n.day > h.day)
          returning 1
        )
        select count(*)::int as deleted from deleted`,
  );
  return row?.deleted ?? 0;
}
