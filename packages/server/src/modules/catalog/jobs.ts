import type { SQL } from 'drizzle-orm';
import type { Job } from '../../jobs/job';
import { importCatalog } from './import/import-catalog';
import { importPrices } from './import/import-prices';
import { prunePriceHistory } from './prune-price-history';

/**
 * Daily refresh of the catalog (CATALOG_URL) and reference prices (PRICES_URL). The import
 * commits in batches, too long for one transaction: it runs under a session lock. The price
 * history's pruning runs daily too, whoever imports the prices (the job or `prices:import`).
 */

export interface RefreshSources {
  catalogUrl: string | undefined;
  pricesUrl: string | undefined;
}

export function catalogRefreshJob(sources: RefreshSources): Job {
  return {
    name: 'catalog-refresh',
    intervalMs: 24 * 60 * 60 * 1000,
    lock: 'session',
    async run(db) {
      const parts: string[] = [];
      if (sources.catalogUrl) {
        const result = await importCatalog(db, sources.catalogUrl);
        parts.push(`catalog: ${result.printings} printings from ${result.files} files`);
      }
      if (sources.pricesUrl) {
        const result = await importPrices(db, sources.pricesUrl);
        parts.push(`prices: ${result.records} records, ${result.unmatched} not in the catalog`);
      }
      return parts.join('; ');
    },
  };
}

/** One delete statement: one transaction. `listedPrintings` as prunePriceHistory takes it. */
export function prunePriceHistoryJob(listedPrintings: () => SQL): Job {
  return {
    name: 'prune-price-history',
    intervalMs: 24 * 60 * 60 * 1000,
    lock: 'transaction',
    async run(db, now) {
      const deleted = await prunePriceHistory(db, now, listedPrintings());
      return deleted ? `deleted ${deleted} price history row(s)` : '';
    },
  };
}

export const catalogJobs = (config: RefreshSources, listedPrintings: () => SQL): Job[] => [
  ...(config.catalogUrl || config.pricesUrl ? [catalogRefreshJob(config)] : []),
  prunePriceHistoryJob(listedPrintings),
];
