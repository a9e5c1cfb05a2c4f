import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { cardNameTerms, cardNameWordSuffixes } from '../../../db/schema/index';
import { isBetterTerm, nameTermsOf, wordSuffixesOf, type NameTerm } from '../name-terms';
import { type CatalogPrinting, popularityByOracle } from './catalog-records';
import { countUpsert, jsonRows, type TableChanges } from './table-changes';

/** Writes the searchable names of a batch of printings (see `card_name_terms`). */

type TermRow = NameTerm & { oracle_id: string; popularity: number | null };

function termRows(printings: CatalogPrinting[]): TermRow[] {
  const byKey = new Map<string, TermRow>();
  for (const printing of printings) {
    for (const term of nameTermsOf(printing).values()) {
      const key = `${printing.oracleId} ${term.term}`;
      const known = byKey.get(key);
      if (!known || isBetterTerm(term, known)) {
        byKey.set(key, { ...term, oracle_id: printing.oracleId, popularity: null });
      }
    }
  }
  const popularity = popularityByOracle(printings);
  return [...byKey.values()].map((row) => ({
    ...row,
    popularity: popularity.get(row.oracle_id) ?? null,
  }));
}

function applyNameTerms(db: Database, rows: TermRow[]): Promise<TableChanges> {
  const t = cardNameTerms;
  // Same rule as isBetterTerm: a lower (start, kind) pair replaces the stored one.
  const better = sql`(excluded.start, excluded.kind) < (${t}.start, ${t}.kind)`;
  const popularity = sql`coalesce(excluded.popularity, ${t}.popularity)`;
  return countUpsert(
    db,
    sql`insert into ${t} (term, oracle_id, start, kind, popularity)
        select term, oracle_id, start, kind, popularity
        from jsonb_to_recordset(${jsonRows(rows)})
          as r(term text, oracle_id uuid, start smallint, kind smallint, popularity integer)
        on conflict (oracle_id, term) do update
          set start = case when ${better} then excluded.start else ${t}.start end,
              kind = case when ${better} then excluded.kind else ${t}.kind end,
              popularity = ${popularity}
        where ${better} or ${t}.popularity is distinct from ${popularity}`,
  );
}

function applyWordSuffixes(db: Database, rows: TermRow[]): Promise<TableChanges> {
  const suffixes = wordSuffixesOf(rows.filter((row) => row.start === 0).map((row) => row.term));
  return countUpsert(
    db,
    sql`insert into ${cardNameWordSuffixes} (word, suffix)
        select word, suffix from jsonb_to_recordset(${jsonRows(suffixes)}) as r(word text, suffix text)
        on conflict do nothing`,
  );
}

export async function applyNames(
  db: Database,
  printings: CatalogPrinting[],
): Promise<{ names: TableChanges; wordSuffixes: TableChanges }> {
  const rows = termRows(printings);
  return { names: await applyNameTerms(db, rows), wordSuffixes: await applyWordSuffixes(db, rows) };
}
