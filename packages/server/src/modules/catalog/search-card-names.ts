import { AUTOCOMPLETE_LIMIT, normalizeCardName, type CardNameResult } from '@mdc/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { cardNameTerms, cardNameWordSuffixes, cardOracles } from '../../db/schema/index';
import { prefixRange, uuidList } from './sql-fragments';

/**
 * Autocomplete: card names for what a person typed, English or Spanish, ranked
 * exact name → prefix of any word → text inside a word ("contains"); within a rank the most
 * popular card first. Answers the English name of each card once. Every step is a btree scan.
 */

// Text starting inside a word is looked for from three characters on: shorter is noise.
const CONTAINS_MIN_LENGTH = 3;
// Rows of a prefix taken before grouping by card; several terms of a card may match.
const PREFIX_ROWS = 200;

interface Hit {
  id: string;
  rank: number;
}

async function findExactAndPrefix(db: Database, key: string, limit: number): Promise<Hit[]> {
  const t = cardNameTerms;
  return queryRows<Hit>(
    db,
    sql`with exact as (
          select oracle_id, 0 as rank, popularity, term from ${t}
          where term = ${key} and start = 0
        ),
        prefix as (
          select oracle_id, 1 as rank, min(popularity) as popularity, min(term) as term
          from (select oracle_id, popularity, term from ${t}
                where ${prefixRange(sql`term`, sql`${key}`)}
                order by popularity nulls last, term limit ${PREFIX_ROWS}) matches
          group by oracle_id
        ),
        ranked as (select * from exact union all select * from prefix)
        select oracle_id as id, min(rank) as rank from ranked
        group by oracle_id
        order by min(rank), min(popularity) nulls last, min(term)
        limit ${limit}`,
  );
}

/** Names where the text starts inside a word: 'ightning bo' → 'lightning bo…'. */
async function findInsideWords(db: Database, key: string, limit: number): Promise<Hit[]> {
  const firstWord = key.split(' ')[0] as string;
  return queryRows<Hit>(
    db,
    sql`with heads as (
          select distinct left(word, length(word) - length(suffix)) || ${key} as prefix
          from ${cardNameWordSuffixes}
          where ${prefixRange(sql`suffix`, sql`${firstWord}`)}
          limit ${PREFIX_ROWS}
        )
        select t.oracle_id as id, 2 as rank from heads
        join ${cardNameTerms} t on ${prefixRange(sql`t.term`, sql`heads.prefix`)}
        group by t.oracle_id
        order by min(t.popularity) nulls last, min(t.term)
        limit ${limit}`,
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
  const hits = await findExactAndPrefix(db, key, wanted);
  if (hits.length < limit && key.length >= CONTAINS_MIN_LENGTH) {
    const known = new Set(hits.map((hit) => hit.id));
    const inside = await findInsideWords(db, key, wanted);
    hits.push(...inside.filter((hit) => !known.has(hit.id)));
  }
  return uniqueNames(await namesOf(db, hits.slice(0, wanted))).slice(0, limit);
}

async function namesOf(db: Database, hits: Hit[]): Promise<CardNameResult[]> {
  if (hits.length === 0) return [];
  const rows = await queryRows<CardNameResult>(
    db,
    sql`select id, name from ${cardOracles} where id in ${uuidList(hits.map((hit) => hit.id))}`,
  );
  const names = new Map(rows.map((row) => [row.id, row.name]));
  return hits.flatMap((hit) => {
    const name = names.get(hit.id);
    return name ? [{ id: hit.id, name }] : [];
  });
}

/** One answer per name: a reversible printing can carry its own card id. */
function uniqueNames(results: CardNameResult[]): CardNameResult[] {
  const seen = new Set<string>();
  return results.filter(({ name }) => !seen.has(name) && Boolean(seen.add(name)));
}
