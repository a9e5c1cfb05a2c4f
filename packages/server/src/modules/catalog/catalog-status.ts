import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { cardPrices, cardPrintings, cardSets } from '../../db/schema/index';

/** How much catalog there is: the start-up log and the benchmarks read it. */
export async function countCatalog(db: Database): Promise<{ printings: number; prices: number }> {
  const [row] = await queryRows<{ printings: number; prices: number }>(
    db,
    sql`select (select count(*) from ${cardPrintings})::int as printings,
               (select count(*) from ${cardPrices})::int as prices`,
  );
  return row ?? { printings: 0, prices: 0 };
}

/** The codes of the sets the catalog holds (the demo imports only the missing ones). */
export async function listCatalogSetCodes(db: Database): Promise<Set<string>> {
  const rows = await db.select({ code: cardSets.code }).from(cardSets);
  return new Set(rows.map((row) => row.code));
}

export const EMPTY_CATALOG_HINT =
  'the card catalog is empty: card names are kept as typed until one is loaded. ' +
  'Load one with: npm run catalog:import -- ../shared/data/mtgjson/sets-2022-04-25';
