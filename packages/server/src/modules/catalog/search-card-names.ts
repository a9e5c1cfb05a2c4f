import { AUTOCOMPLETE_LIMIT, normalizeCardName, type CardNameResult } from '@mdc/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { cardNameTerms, cardOracles } from '../../db/schema/index';
import { uuidList } from './printing-queries';

/**
 * Autocomplete: card names for what a person typed, English or Spanish, ranked
 * exact name → prefix of any word → contains; within a rank by popularity. Answers the English
 * name of each card once.
 */

// Below three characters a substring search would scan every name and find noise.
const CONTAINS_MIN_LENGTH = 3;

interface Ranked extends CardNameResult {
  rank: number;
}

async function findByWordPrefix(db: Database, key: string, limit: number): Promise<Ranked[]> {
  return queryRows<Ranked>(
    db,
    sql`select o.id, o.name, m.rank from (
          select oracle_id, min(case when start = 0 and term = ${key} then 0 else 1 end) as rank,
                 min(popularity) as popularity, min(term) as term
          from ${cardNameTerms} where term like ${`${key}%`}
          group by oracle_id
          order by rank, popularity nulls last, term
          limit ${limit}
        ) m join ${cardOracles} o on o.id = m.oracle_id
        order by m.rank, m.popularity nulls last, m.term`,
  );
}

async function findBySubstring(
  db: Database,
  key: string,
  limit: number,
  exclude: string[],
): Promise<Ranked[]> {
  return queryRows<Ranked>(
    db,
    sql`select o.id, o.name, 2 as rank from (
          select oracle_id, min(popularity) as popularity, min(term) as term
          from ${cardNameTerms}
          where start = 0 and term like ${`%${key}%`}
            and oracle_id not in ${uuidList(exclude)}
          group by oracle_id
          order by popularity nulls last, term
          limit ${limit}
        ) m join ${cardOracles} o on o.id = m.oracle_id
        order by m.popularity nulls last, m.term`,
  );
}

export async function searchCardNames(
  db: Database,
  text: string,
  limit: number = AUTOCOMPLETE_LIMIT,
): Promise<CardNameResult[]> {
  const key = normalizeCardName(text);
  if (!key) return [];
  // A few extra rows make up for cards that share a name (see `uniqueNames`).
  const wanted = limit + 5;
  const found = await findByWordPrefix(db, key, wanted);
  if (found.length < wanted && key.length >= CONTAINS_MIN_LENGTH) {
    const ids = found.map((row) => row.id);
    found.push(...(await findBySubstring(db, key, wanted - found.length, ids)));
  }
  return uniqueNames(found).slice(0, limit);
}

/** One answer per name: a reversible printing can carry its own card id. */
function uniqueNames(rows: Ranked[]): CardNameResult[] {
  const seen = new Set<string>();
  return rows.flatMap(({ id, name }) => {
    if (seen.has(name)) return [];
    seen.add(name);
    return [{ id, name }];
  });
}
