// The opted-in wanted lists of the import benchmark: WANTED_LINES lines in buying
// libraries with alerts on, of BUYERS buyers, drawn from the marketplace's listed cards; an
// import writes the alerts of the cards it shares with them (modules/alerts/record-matches.ts)
// in its transaction.
import { createLibrarySchema } from '@mdc/shared';
import { sql } from 'drizzle-orm';
import { anyOf, queryRows, type Database } from '../packages/server/src/db/client';
import { DEMO_SELLERS } from '../packages/server/src/demo/demo-sellers';
import { createLibrary } from '../packages/server/src/modules/libraries/index';
import { createUser } from '../packages/server/test/factories';

export const WANTED_LINES = 10_000;
const BUYERS = 50;
const PER_BUYER = WANTED_LINES / BUYERS;
/**
 * The copies each wanted line asks for: as many as a library's 1,000 copies allow its 200 lines.
 * A listing alerts a buyer only while he is short of the copies he wants (record-matches.ts);
 * the demo's sellers list at most a few copies of each of these cards (all of them matched
 * already, as the demo is generated again at each run), so the buyers stay short and an import
 * writes their alerts, as it did when a line wanted one copy and every listing alerted.
 */
export const WANTED_COPIES = 1000 / PER_BUYER;
const PROVINCES = ['Córdoba', 'Buenos Aires', 'Santa Fe', 'Mendoza', 'Tucumán'];

const LIST_NAME = 'Busco (benchmark)';

/** Opted-in wanted lines in the marketplace now: the benchmark's, or all of them. */
export async function countWantedLines(db: Database, only: 'benchmark' | 'all'): Promise<number> {
  const [row] = await queryRows<{ lines: number }>(
    db,
    sql`select count(*)::int as lines from library_cards c
        join libraries l on l.id = c.library_id
        where l.buying and l.alerts ${only === 'benchmark' ? sql`and l.name = ${LIST_NAME}` : sql``}`,
  );
  return row?.lines ?? 0;
}

/**
 * Fills the wanted lists once (kept with the marketplace): each buyer's list holds PER_BUYER
 * distinct printings drawn from the demo sellers' listed lines (all the demo marketplace's; on a
 * grown one, marketplace-size.ts, read through their libraries, not its millions), stored as a
 * buying library stores a wanted card: price 'ck', WANTED_COPIES copies, not listed. The imports
 * then match the cards they share with the demo's libraries, and every other printing of those
 * cards.
 */
export async function ensureWantedLists(db: Database): Promise<void> {
  const now = new Date();
  // A run cut short left part of them: they are drawn again.
  await db.execute(sql`delete from libraries where buying and name = ${LIST_NAME}`);
  for (let i = 0; i < BUYERS; i++) {
    const buyer = await createUser({ db }, { region: PROVINCES[i % PROVINCES.length]! });
    const library = await createLibrary(
      db,
      buyer.id,
      createLibrarySchema.parse({ name: LIST_NAME, buying: true, alerts: true }),
      now,
    );
    await db.execute(sql`
      insert into library_cards (library_id, reference_id, oracle_id, printing_key, name,
        set_code, set_name, collector_number, image_urls, type_line, foil, condition, language,
        price, quantity, listed, offer_owner, offer_seller, created_at, updated_at)
      select ${library.internalId}::uuid, reference_id, oracle_id, printing_key, name, set_code,
        set_name, collector_number, image_urls, type_line, false, 'NM', 'en', 'ck', ${WANTED_COPIES},
        false, '',
        '', ${now}::timestamptz, ${now}::timestamptz
      from (select distinct on (printing_key) * from library_cards
            where listed and library_id in (
              select l.id from libraries l join users u on u.id = l.owner_id
              where ${anyOf(
                sql`u.username`,
                DEMO_SELLERS.map((seller) => seller.user),
                'text',
              )})) pool
      order by md5(${String(i)} || pool.id::text)
      limit ${PER_BUYER}`);
  }
}

/** Wanted lists kept from before they asked for WANTED_COPIES copies ask for them now. */
export async function ensureWantedCopies(db: Database): Promise<void> {
  await db.execute(sql`
    update library_cards set quantity = ${WANTED_COPIES}
    where quantity <> ${WANTED_COPIES}
      and library_id in (select id from libraries where buying and name = ${LIST_NAME})`);
}

/** Alerts written so far ('match' notifications). */
export async function countMatches(db: Database): Promise<number> {
  const [row] = await queryRows<{ matches: number }>(
    db,
    sql`select count(*)::int as matches from notifications where kind = 'match'`,
  );
  return row?.matches ?? 0;
}
