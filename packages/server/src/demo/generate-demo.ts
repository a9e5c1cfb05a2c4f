import type { Database } from '../db/client';
import { ensureDemoAccount } from './demo-accounts';
import { seedDemoCatalog, type DemoCatalogOptions, type DemoCatalogReport } from './demo-catalog';
import { MTGJSON_SETS_DIR } from './demo-data';
import { fillDemoLibrary, type DemoLibraryReport } from './demo-libraries';
import { ensureDemoSearch } from './demo-searches';
import { DEMO_SELLERS, type DemoSeller } from './demo-sellers';

export interface DemoOptions extends Partial<DemoCatalogOptions> {
  sellers?: DemoSeller[];
  now?: Date;
}

export interface DemoSellerReport {
  id: string;
  user: string;
  created: boolean;
  libraries: DemoLibraryReport[];
}

export interface DemoReport {
  catalog: DemoCatalogReport;
  sellers: DemoSellerReport[];
}

/**
 * `npm run demo`, the e2e seed and the benchmarks: a living marketplace in `db` (migrated) —
 * the catalog, then the demo sellers with their sale and buying libraries and a stored last
 * search (the deck each one wants). Deterministic and
 * idempotent: a second run finds everything in place and changes nothing.
 */
export async function generateDemo(db: Database, options: DemoOptions = {}): Promise<DemoReport> {
  const { sellers = DEMO_SELLERS, now = new Date(), source = MTGJSON_SETS_DIR, ...rest } = options;
  const catalog = await seedDemoCatalog(db, { source, ...rest });
  const reports: DemoSellerReport[] = [];
  for (const seller of sellers) {
    const account = await ensureDemoAccount(db, seller, now);
    const libraries: DemoLibraryReport[] = [];
    for (const plan of seller.libraries) {
      libraries.push(await fillDemoLibrary(db, { id: account.id, user: seller.user }, plan, now));
    }
    await ensureDemoSearch(db, account, seller, now);
    reports.push({ id: account.id, user: seller.user, created: account.created, libraries });
  }
  return { catalog, sellers: reports };
}
