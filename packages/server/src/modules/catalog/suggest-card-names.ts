import { NAME_SUGGESTION_LIMIT, normalizeCardName, type CardNameResult } from '@mdc/shared';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { queryRows, sqlArray, type Database } from '../../db/client';
import { yieldToEventLoop } from '../../db/yield-to-event-loop';
import { cardNameTerms, cardOracles } from '../../db/schema/index';
import { prefixRange } from './sql-fragments';

/**
 * Close card names for a name that matched nothing (typos). Candidates are the cards with a
 * word starting like one of the typed words (first three letters: typos rarely hit those of
 * every word); they are ranked by trigram similarity of the whole name. A trigram index over
 * every name was measured ~20–500 ms a query on PGlite (docs/decisions); this stays a few ms.
 */

const MIN_SIMILARITY = 0.3;
const HEAD_LENGTH = 3;
const CANDIDATES_PER_WORD = 400;
/** A long line of words must not multiply the work: the longest words say the most. */
const MAX_HEADS = 4;

/** Word heads worth a lookup: from words of 4+ letters ('the', 'of' match everything). */
function wordHeads(key: string): string[] {
  const words = key.split(' ').filter((word) => word !== '//');
  const long = words.filter((word) => word.length > HEAD_LENGTH);
  const chosen = long.length ? long : words.filter((word) => word.length === HEAD_LENGTH);
  const heads = [...chosen]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.slice(0, HEAD_LENGTH));
  return [...new Set(heads)].slice(0, MAX_HEADS);
}

export async function suggestCardNames(
  db: Database,
  text: string,
  limit = NAME_SUGGESTION_LIMIT,
): Promise<CardNameResult[]> {
  const key = normalizeCardName(text);
  const heads = wordHeads(key);
  if (heads.length === 0) return [];
  const t = cardNameTerms;
  return queryRows<CardNameResult>(
    db,
    sql`with heads as (select unnest(${sqlArray(heads, 'text')}) as head),
        candidates as (
          select distinct c.oracle_id from heads cross join lateral (
            select oracle_id from ${t} where ${prefixRange(sql`term`, sql`heads.head`)}
            limit ${CANDIDATES_PER_WORD}
          ) c
        ),
        scored as (
          select n.oracle_id, max(similarity(n.term, ${key})) as score
          from candidates join ${t} n on n.oracle_id = candidates.oracle_id and n.start = 0
          group by n.oracle_id
        )
        select o.id, o.name from scored join ${cardOracles} o on o.id = scored.oracle_id
        where scored.score >= ${MIN_SIMILARITY}
        order by scored.score desc, o.name
        limit ${limit}`,
  );
}

/**
 * Close names are looked up for this many different unmatched names per call, the first ones in
 * the order sent; later lines get none. Each lookup costs a few ms of the database (on PGlite, of
 * the whole process), so a 1,000-line list of typos must not cost 1,000 of them.
 */
export const SUGGESTED_NAMES_PER_CALL = 10;

/**
 * Close names already found, per database, by normalized name (an empty list too): the same
 * typos and the same cards missing from the catalog come back search after search, and each
 * lookup costs ~3 ms (30 ms for a list with 10 of them, measured at 1M in bench/search.ts).
 * As the searched names' cache (find-searched-cards.ts): bounded, forgotten when this process
 * imports a catalog, and seen again within the TTL after another process's import.
 */
const SUGGESTION_CACHE = { max: 20_000, ttl: 10 * 60 * 1000 };
let caches = new WeakMap<Database, LRUCache<string, CardNameResult[]>>();

/** Called when a catalog is imported: a name may have close names now. */
export function forgetSuggestedNames(): void {
  caches = new WeakMap();
}

function cacheOf(db: Database): LRUCache<string, CardNameResult[]> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new LRUCache(SUGGESTION_CACHE)));
  return cache;
}

/** Close names of the first SUGGESTED_NAMES_PER_CALL different names, by normalized name. */
export async function suggestForFirstUnmatched(
  db: Database,
  names: string[],
): Promise<Map<string, CardNameResult[]>> {
  const firstByKey = new Map<string, string>();
  for (const name of names) {
    if (firstByKey.size >= SUGGESTED_NAMES_PER_CALL) break;
    const key = normalizeCardName(name);
    if (key && !firstByKey.has(key)) firstByKey.set(key, name);
  }
  const cache = cacheOf(db);
  const found = new Map<string, CardNameResult[]>();
  for (const [key, name] of firstByKey) {
    let close = cache.get(key);
    if (!close) {
      await yieldToEventLoop();
      cache.set(key, (close = await suggestCardNames(db, name)));
    }
    found.set(key, close);
  }
  return found;
}
