import { date, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

// The reference exchange rate of each day: owned by modules/exchange-rates.

export const exchangeRates = pgTable('exchange_rates', {
  /** The day the rate is for (UTC). */
  day: date('day').primaryKey(),
  /** Pesos per US dollar. */
  arsPerUsd: numeric('ars_per_usd', { precision: 12, scale: 2 }).notNull(),
  /** Where it came from: the configured URL. */
  source: text('source').notNull(),
  fetchedAt: at('fetched_at').notNull(),
});
