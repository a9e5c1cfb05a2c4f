import { sql, type SQL } from 'drizzle-orm';
import { libraryCards } from '../../db/schema/index';

/**
 * The catalog printings some library line lists or wants, as a subquery (never null): the
 * catalog keeps their price history longer (docs/product/catalog-and-prices.md#price-history).
 */
export const listedPrintingIds = (): SQL =>
  sql`select reference_id from ${libraryCards} where reference_id is not null`;
