import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { libraryCards } from '../../db/schema/index';

/**
 * Every line priced in pesos gets its dollar value at the rate now stored (the SQL function
 * library_price_usd of migration 0020, which the search orders by): modules/exchange-rates
 * calls it with each new rate.
 */
export async function repricePesoLines(db: Database): Promise<void> {
  await db
    .update(libraryCards)
    .set({ priceUsd: sql`library_price_usd(${libraryCards.price})` })
    .where(sql`${libraryCards.price} like 'ARS %'`);
}
