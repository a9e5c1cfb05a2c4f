import { sql } from 'drizzle-orm';
import { anyOf, queryRows, type Database } from '../../db/client';
import { cardOracles } from '../../db/schema/index';

/**
 * Which of these names are basic lands by the catalog: a type line 'Basic Land — Island', 'Basic
 * Snow Land — Forest', 'Basic Land' (Wastes). Answers the names as given (case kept); a name the
 * catalog lacks is no basic land.
 */
export async function findBasicLandNames(db: Database, names: string[]): Promise<Set<string>> {
  if (!names.length) return new Set();
  const keys = [...new Set(names.map((name) => name.trim().toLowerCase()))];
  const rows = await queryRows<{ key: string }>(
    db,
    sql`select distinct lower(${cardOracles.name}) as key from ${cardOracles}
        where ${anyOf(sql`lower(${cardOracles.name})`, keys, 'text')}
          and ${cardOracles.typeLine} like 'Basic %Land%'`,
  );
  const basic = new Set(rows.map((row) => row.key));
  return new Set(names.filter((name) => basic.has(name.trim().toLowerCase())));
}
