import { normalizeCardName, type CardSetOption } from '@mdc/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { cardNameTerms, cardPrices } from '../../db/schema/index';
import { defaultPrintingOrder, printingsWithSets } from './printing-queries';

/**
 * The printings of a card name for the add-card dialog, default printing first, each with
 * its catalog USD prices (the dialog multiplies them by the exchange rate, shared
 * `addCardDialogPrice`). An unknown name has no sets: the dialog keeps the typed name.
 */
export async function findCardSets(db: Database, name: string): Promise<CardSetOption[]> {
  const key = normalizeCardName(name);
  if (!key) return [];
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
        )
        select p.id, s.name as "setName", p.set_code as "setCode",
               p.collector_number as "collectorNumber", p.language, p.finishes,
               p.image_urls as image, pr.usd, pr.usd_foil as "usdFoil"
        from ${printingsWithSets}
        left join ${cardPrices} pr on pr.printing_id = p.id
        where p.oracle_id = (select oracle_id from card)
        order by ${defaultPrintingOrder}`,
  );
  return rows.map((row) => ({
    ...row,
    usd: row.usd === null ? null : Number(row.usd),
    usdFoil: row.usdFoil === null ? null : Number(row.usdFoil),
  }));
}
