import { sql, type SQL } from 'drizzle-orm';
import { libraryCards } from '../../db/schema/index';

/**
 * The catalog printings some library line lists or wants, as a subquery (never null): the
 * catalog keeps their price history longer (docs/product/catalog-and-prices.md#price-history).
 */
export const listedPrintingIds = (): SQL =>
  sql`select reference_id from ${libraryCards} where reference_id is not null`;

/**
 * How many listed lines (a search finds them) each printing of a card has, as rows
 * `(reference_id, lines)`, given SQL of the card's id: the add-card dialog offers first the
 * printing sellers list most (catalog/find-card-sets.ts). Read through the listed lines' index
 * by card (`library_cards_listed_oracle_price_idx`).
 */
export const listedLinesByPrinting = (oracleId: SQL): SQL =>
  sql`select reference_id, count(*)::int from ${libraryCards}
      where oracle_id = ${oracleId} and listed and reference_id is not null
      group by reference_id`;
