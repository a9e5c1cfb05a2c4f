import type { ArsRate } from '@mdc/shared';
import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { exchangeRates } from '../../db/schema/index';
import { repricePesoLines } from '../libraries/index';

export interface RateSources {
  arsPerUsd: number | undefined;
  arsRateUrl: string | undefined;
  arsRateField: string;
}

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The rate of the day (docs/product/notifications.md#pesos): ARS_PER_USD when set (dated today),
 * else the newest fetched one (dated by its day: a failed fetch leaves yesterday's), else null.
 */
export async function currentArsRate(
  db: Database,
  sources: RateSources,
  now: Date,
): Promise<ArsRate | null> {
  if (sources.arsPerUsd) return { arsPerUsd: sources.arsPerUsd, day: dayOf(now) };
  if (!sources.arsRateUrl) return null;
  const [row] = await db
    .select({ day: exchangeRates.day, arsPerUsd: exchangeRates.arsPerUsd })
    .from(exchangeRates)
    .orderBy(desc(exchangeRates.day))
    .limit(1);
  return row ? { arsPerUsd: Number(row.arsPerUsd), day: row.day } : null;
}

/**
 * Stores the rate of the day (`source`: the URL, or 'ARS_PER_USD') unless the newest stored rate
 * already is it, then gives every line priced in pesos its dollar value at that rate (through
 * the libraries, whose lines they are). Answers whether anything changed.
 */
export async function storeArsRate(
  db: Database,
  arsPerUsd: number,
  source: string,
  now: Date,
): Promise<boolean> {
  const row = { day: dayOf(now), arsPerUsd: arsPerUsd.toFixed(2), source, fetchedAt: now };
  const [newest] = await db
    .select({ day: exchangeRates.day, arsPerUsd: exchangeRates.arsPerUsd })
    .from(exchangeRates)
    .orderBy(desc(exchangeRates.day))
    .limit(1);
  if (newest && newest.day === row.day && newest.arsPerUsd === row.arsPerUsd) return false;
  await db
    .insert(exchangeRates)
    .values(row)
    .onConflictDoUpdate({
      target: exchangeRates.day,
      set: { arsPerUsd: row.arsPerUsd, source, fetchedAt: now },
    });
  await repricePesoLines(db);
  return true;
}
