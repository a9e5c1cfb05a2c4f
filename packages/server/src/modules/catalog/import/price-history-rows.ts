import { sql } from 'drizzle-orm';
import { cardPriceHistory } from '../../../db/schema/index';

/**
 * The price history's part of apply-prices' statement (docs/product/catalog-and-prices.md#price-history),
 * a data-modifying CTE over its `grouped` rows: for each printing's USD and USD foil price a row
 * dated by the source (UTC day) only when the value differs from the series' last row, or the
 * series has none. A value of a day before the last row's is history already passed over; a
 * second value on the last row's day replaces it. Set-based: one index probe per series.
 */
export const historyRows = sql`
  insert into ${cardPriceHistory} (printing_id, finish, day, usd)
  select g.printing_id, f.finish, f.day, f.usd
  from grouped g
  cross join lateral (values
    ('normal', round(g.usd, 2), (g.updated_at at time zone 'UTC')::date),
    ('foil', round(g.usd_foil, 2), (g.updated_at at time zone 'UTC')::date)
  ) as f(finish, usd, day)
  left join lateral (
    select h.day, h.usd from ${cardPriceHistory} h
    where h.printing_id = g.printing_id and h.finish = f.finish
    order by h.day desc limit 1
  ) last on true
  where f.usd is not null
    and (last.day is null or (last.usd <> f.usd and last.day <= f.day))
  on conflict (printing_id, finish, day) do update set usd = excluded.usd
  returning 1`;
