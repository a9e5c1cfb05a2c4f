import { sql } from 'drizzle-orm';
import { anyOf, type Database } from '../db/client';
import { exchangeRates, libraryCards } from '../db/schema/index';
import { wireModules } from '../module-wiring';
import { storeArsRate } from '../modules/exchange-rates/index';
import { ensureDemoAccount } from './demo-accounts';
import { DEMO_ARS_PER_USD } from './demo-cards';
import { seedDemoCatalog, type DemoCatalogOptions, type DemoCatalogReport } from './demo-catalog';
import { MTGJSON_SETS_DIR } from './demo-data';
import { fillDemoLibrary, type DemoLibraryReport } from './demo-libraries';
import { ensureDemoModeration } from './demo-moderation';
import { ensureDemoPlaces } from './demo-places';
import { ensureDemoReservations } from './demo-reservations';
import { ensureDemoSearch } from './demo-searches';
import { DEMO_SELLERS, type DemoSeller } from './demo-sellers';

export interface DemoOptions extends Partial<DemoCatalogOptions> {
  sellers?: DemoSeller[];
  now?: Date;
  /** Called before each seller is filled (the server's `--demo` prints it). */
  onSeller?: (user: string, index: number, total: number) => void;
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
  /** Reservations created by this run (0 on a rerun). */
  reservations: number;
}

async function countCopies(db: Database, libraries: { id: string }[]) {
  if (!libraries.length) return new Map<string, number>();
  const rows = await db
    .select({ id: libraryCards.libraryId, copies: sql<number>`sum(${libraryCards.quantity})::int` })
    .from(libraryCards)
    .where(
      anyOf(
        libraryCards.libraryId,
        libraries.map((library) => library.id),
      ),
    )
    .groupBy(libraryCards.libraryId);
  return new Map(rows.map((row) => [row.id, row.copies]));
}

/**
 * `npm run demo`, the e2e seed and the benchmarks: a living marketplace in `db` (migrated) —
 * the catalog, then the demo sellers with their sale and buying libraries, a stored last
 * search (the deck each one wants) and their meeting points, then reservations between them in every state, and a
 * moderator with a few open reports (demo-moderation.ts). Deterministic and
 * idempotent: a second run finds everything in place and changes nothing.
 */
export async function generateDemo(db: Database, options: DemoOptions = {}): Promise<DemoReport> {
  const {
    sellers = DEMO_SELLERS,
    now = new Date(),
    source = MTGJSON_SETS_DIR,
    onSeller,
    ...rest
  } = options;
  // The demo writes through the modules' own rules, without the app that wires them.
  wireModules();
  const catalog = await seedDemoCatalog(db, { source, ...rest });
  // Its peso prices are worth dollars from the first line (price_usd): a rate must be stored.
  if (!(await db.select().from(exchangeRates).limit(1)).length) {
    await storeArsRate(db, DEMO_ARS_PER_USD, 'demo', now);
  }
  const reports: DemoSellerReport[] = [];
  for (const [index, seller] of sellers.entries()) {
    onSeller?.(seller.user, index + 1, sellers.length);
    const account = await ensureDemoAccount(db, seller, now);
    const libraries: DemoLibraryReport[] = [];
    for (const plan of seller.libraries) {
      libraries.push(await fillDemoLibrary(db, { id: account.id, user: seller.user }, plan, now));
    }
    await ensureDemoSearch(db, account, seller, now);
    await ensureDemoPlaces(db, account, seller, now);
    reports.push({ id: account.id, user: seller.user, created: account.created, libraries });
  }
  const reservations = await ensureDemoReservations(db, reports, now);
  await ensureDemoModeration(db, reports, now);
  // A delivery took a copy out after the library was filled: the report says what is there.
  const copies = await countCopies(
    db,
    reports.flatMap((report) => report.libraries),
  );
  for (const library of reports.flatMap((report) => report.libraries)) {
    library.cardCount = copies.get(library.id) ?? 0;
  }
  return { catalog, sellers: reports, reservations };
}
