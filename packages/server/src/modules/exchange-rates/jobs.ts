import type { Job } from '../../jobs/job';
import { fetchArsRate } from './fetch-rate';
import { storeArsRate, type RateSources } from './rates';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Keeps the peso's rate of the day in exchange_rates, where the SQL that prices peso lines in
 * dollars reads it: a fixed ARS_PER_USD is stored each day (checked hourly, so a new value
 * takes effect within the hour of a restart); otherwise it is fetched from ARS_RATE_URL once a
 * day (checked hourly: a failed fetch is tried again the next hour, the previous rate staying
 * meanwhile). None without either.
 */
export function exchangeRateJobs(sources: RateSources): Job[] {
  const { arsPerUsd, arsRateUrl: url } = sources;
  if (arsPerUsd) {
    return [
      {
        name: 'exchange-rate-store',
        intervalMs: HOUR_MS,
        lock: 'transaction',
        async run(db, now) {
          const changed = await storeArsRate(db, arsPerUsd, 'ARS_PER_USD', now);
          return changed ? `ARS per USD: ${arsPerUsd} (fixed)` : '';
        },
      },
    ];
  }
  if (!url) return [];
  return [
    {
      name: 'exchange-rate-refresh',
      intervalMs: 24 * HOUR_MS,
      checkEveryMs: HOUR_MS,
      lock: 'transaction',
      async run(db, now) {
        const rate = await fetchArsRate(url, sources.arsRateField);
        await storeArsRate(db, rate, url, now);
        return `ARS per USD: ${rate}`;
      },
    },
  ];
}
