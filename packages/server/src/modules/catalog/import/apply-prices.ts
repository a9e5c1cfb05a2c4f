import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client';
import { cardMtgjsonUuids, cardPrices, cardPrintings } from '../../../db/schema/index';
import { historyRows } from './price-history-rows';
import { jsonRows, type TableChanges } from './table-changes';

/**
 * Writes reference prices. A source writes only the prices it has: a value it lacks leaves the
 * stored one (CK files carry no USD, Scryfall files no CK). `updated_at` keeps the newest date
 * a source gave; re-importing the same file changes nothing. The same statement writes the USD
 * price history (price-history-rows.ts).
 */

export const PRICE_COLUMNS = [
  'usd',
  'usdFoil',
  'eur',
  'eurFoil',
  'ck',
  'ckFoil',
  'scg',
  'scgFoil',
] as const;
export type PriceColumn = (typeof PRICE_COLUMNS)[number];

/** One price line: the printing is named by catalog id, MTGJSON uuid or Card Kingdom product id. */
export type PriceRow = Partial<Record<PriceColumn, number | null>> & {
  printingId?: string;
  mtgjsonUuid?: string;
  cardKingdomId?: string;
  /** ISO date the source gives for these prices. */
  pricedAt: string;
};

const SQL_COLUMNS = ['usd', 'usd_foil', 'eur', 'eur_foil', 'ck', 'ck_foil', 'scg', 'scg_foil'];

export async function applyPriceRows(
  db: Database,
  rows: PriceRow[],
): Promise<TableChanges & { unmatched: number }> {
  const json = rows.map((row) => ({
    catalog_id: row.printingId ?? null,
    mtgjson_uuid: row.mtgjsonUuid ?? null,
    ck_product_id: row.cardKingdomId ?? null,
    ...Object.fromEntries(PRICE_COLUMNS.map((c, i) => [SQL_COLUMNS[i], row[c] ?? null])),
    priced_at: row.pricedAt,
  }));
  const prices = cardPrices;
  const merged = SQL_COLUMNS.map((c) => sql.raw(`coalesce(excluded.${c}, card_prices.${c})`));
  const list = (parts: ReturnType<typeof sql.raw>[]) => sql.join(parts, sql`, `);
  const columns = list(SQL_COLUMNS.map((c) => sql.raw(c)));
  const maxima = list(SQL_COLUMNS.map((c) => sql.raw(`max(${c}) as ${c}`)));
  const updatedAt = sql`greatest(excluded.updated_at, ${prices}.updated_at)`;
  const [counts] = await queryRows<TableChanges & { unmatched: number }>(
    db,
    sql`with input as (
          select * from jsonb_to_recordset(${jsonRows(json)}) as r(catalog_id uuid,
            mtgjson_uuid uuid, ck_product_id text, usd numeric, usd_foil numeric, eur numeric,
            eur_foil numeric, ck numeric, ck_foil numeric, scg numeric, scg_foil numeric,
            priced_at timestamptz)
        ),
        matched as (
          select coalesce(p.id, m.printing_id, ckn.id, ckf.id, cke.id) as printing_id, i.*
          from input i
          left join ${cardPrintings} p on p.id = i.catalog_id
          left join ${cardMtgjsonUuids} m on m.uuid = i.mtgjson_uuid
          left join ${cardPrintings} ckn on ckn.card_kingdom_id = i.ck_product_id
          left join ${cardPrintings} ckf on ckf.card_kingdom_foil_id = i.ck_product_id
          left join ${cardPrintings} cke on cke.card_kingdom_etched_id = i.ck_product_id
        ),
        grouped as (
          select printing_id, ${maxima}, max(priced_at) as updated_at
          from matched where printing_id is not null group by printing_id
        ),
        upserted as (
          insert into ${prices} (printing_id, ${columns}, updated_at)
          select printing_id, ${columns}, updated_at from grouped
          where coalesce(${columns}) is not null
          on conflict (printing_id) do update
            set ${list(SQL_COLUMNS.map((c, i) => sql`${sql.raw(c)} = ${merged[i]}`))},
                updated_at = ${updatedAt}
          where (${list(SQL_COLUMNS.map((c) => sql.raw(`card_prices.${c}`)))}, ${prices}.updated_at)
            is distinct from (${list(merged)}, ${updatedAt})
          returning (xmax = 0) as fresh
        ),
        history as (${historyRows})
        select (select count(*) from upserted where fresh)::int as inserted,
               (select count(*) from upserted where not fresh)::int as updated,
               (select count(*) from matched where printing_id is null)::int as unmatched`,
  );
  return counts ?? { inserted: 0, updated: 0, unmatched: 0 };
}
