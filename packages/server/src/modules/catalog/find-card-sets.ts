import { normalizeCardName, type CardSetOption } from '@mdc/shared';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { cardNameTerms, cardPrices } from '../../db/schema/index';
import { defaultPrintingOrder, printingsWithSets, regularPrinting } from './printing-queries';

/**
 * The listed lines of each printing of a card, as rows `(reference_id, lines)`, given SQL of the
 * card's id: the libraries feature's (libraries/index.ts `listedLinesByPrinting`, handed over by
 * app.ts), as the catalog reads no other feature's tables.
 */
export type ListedLinesByPrinting = (oracleId: SQL) => SQL;

/**
 * The printings of a card name for the add-card dialog, each with its catalog USD prices (the
 * dialog multiplies them by the exchange rate, shared `addCardDialogPrice`), the default first
 * — the dialog chooses it (docs/product/libraries.md#library-page): the printing most listed
 * lines hold, then the regular printings with a price (printing-queries.ts `regularPrinting`),
 * then the catalog's order, newest regular printing first. Without `listedLines` (tests of other
 * features), listings do not count. An unknown name has no sets: the dialog keeps the typed name.
 */
export async function findCardSets(
  db: Database,
  name: string,
  listedLines?: ListedLinesByPrinting,
): Promise<CardSetOption[]> {
  const key = normalizeCardName(name);
  if (!key) return [];
  const oracleId = sql`(select oracle_id from card)`;
  const listed = listedLines ? listedLines(oracleId) : sql`select null::uuid, 0 where false`;
  const rows = await queryRows<
    Omit<CardSetOption, 'usd' | 'usdFoil'> & {
      usd: string | null;
      usdFoil: string | null;
    }
  >(
    db,
    sql`with card as (
          select oracle_id from ${cardNameTerms}
          where start = 0 and term = ${key}
          order by kind, popularity nulls last limit 1
        ),
        listed (reference_id, lines) as (${listed})
        select p.id, s.name as "setName", p.set_code as "setCode",
               p.collector_number as "collectorNumber", p.language, p.finishes,
               p.image_urls as image, pr.usd, pr.usd_foil as "usdFoil"
        from ${printingsWithSets}
        left join ${cardPrices} pr on pr.printing_id = p.id
        left join listed on listed.reference_id = p.id
        where p.oracle_id = ${oracleId}
        order by coalesce(listed.lines, 0) desc,
          (${regularPrinting} and coalesce(pr.usd, 0) > 0) desc,
          ${defaultPrintingOrder}`,
  );
  return rows.map((row) => ({
    ...row,
    usd: row.usd === null ? null : Number(row.usd),
    usdFoil: row.usdFoil === null ? null : Number(row.usdFoil),
  }));
}
