import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { exchangeRates } from '../../db/schema/index';
import { fetchArsRate } from './fetch-rate';

/** The peso's reference rate as the browser gets it: pesos per dollar and the day it is for. */
export interface ArsRate {
  arsPerUsd: number;
  day: string;
}

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

/** Fetches today's rate and stores it (again today: replaced). Answers it. */
export async function refreshArsRate(
  db: Database,
  url: string,
  fieldPath: string,
  now: Date,
): Promise<number> {
  const rate = await fetchArsRate(url, fieldPath);
  const row = { day: dayOf(now), arsPerUsd: rate.toFixed(2), source: url, fetchedAt: now };
  await db
    .insert(exchangeRates)
    .values(row)
    .onConflictDoUpdate({
      target: exchangeRates.day,
      set: { arsPerUsd: row.arsPerUsd, source: row.source, fetchedAt: now },
    });
  return rate;
}
