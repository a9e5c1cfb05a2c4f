import type { Job } from '../../jobs/job';
import { refreshArsRate, type RateSources } from './rates';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Fetches the peso's rate from ARS_RATE_URL once a day (checked hourly: a failed fetch is tried
 * again the next hour, the previous day's rate staying meanwhile). None with a fixed ARS_PER_USD
 * or without a URL.
 */
export function exchangeRateJobs(sources: RateSources): Job[] {
  const url = sources.arsRateUrl;
  if (sources.arsPerUsd || !url) return [];
  return [
    {
      name: 'exchange-rate-refresh',
      intervalMs: 24 * HOUR_MS,
      checkEveryMs: HOUR_MS,
      lock: 'transaction',
      async run(db, now) {
        const rate = await refreshArsRate(db, url, sources.arsRateField, now);
        return `ARS per USD: ${rate}`;
      },
    },
  ];
}
