import type { CardNameResult } from '@mdc/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { cardNameTerms, cardOracles } from '../../db/schema/index';
import { textList } from './sql-fragments';

export interface NameHit extends CardNameResult {
  term: string;
}

/** The best card per normalized name: English names before faces, Spanish, flavor names. */
export async function findCardsByName(db: Database, keys: string[]): Promise<Map<string, NameHit>> {
  if (keys.length === 0) return new Map();
  const rows = await queryRows<NameHit>(
    db,
    sql`select distinct on (t.term) t.term, o.id, o.name
        from ${cardNameTerms} t join ${cardOracles} o on o.id = t.oracle_id
        where t.start = 0 and t.term in ${textList(keys)}
        order by t.term, t.kind, t.popularity nulls last, o.name`,
  );
  return new Map(rows.map((row) => [row.term, row]));
}
