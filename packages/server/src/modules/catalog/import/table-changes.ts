import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client';

/** Rows an import inserted and updated in one table; unchanged rows are not written at all. */
export interface TableChanges {
  inserted: number;
  updated: number;
}

export const noChanges = (): TableChanges => ({ inserted: 0, updated: 0 });

export function addChanges(total: TableChanges, more: TableChanges): void {
  total.inserted += more.inserted;
  total.updated += more.updated;
}

/** A batch as one query parameter, read back with `jsonb_to_recordset`. */
export const jsonRows = (rows: object[]): SQL => sql`${JSON.stringify(rows)}::jsonb`;

/**
 * Runs an `INSERT … ON CONFLICT DO UPDATE … WHERE <something differs>` and counts what it did:
 * `xmax = 0` marks a freshly inserted row.
 */
export async function countUpsert(db: Database, upsert: SQL): Promise<TableChanges> {
  const [row] = await queryRows<TableChanges>(
    db,
    sql`with upserted as (${upsert} returning (xmax = 0) as fresh)
        select count(*) filter (where fresh)::int as inserted,
               count(*) filter (where not fresh)::int as updated
        from upserted`,
  );
  return row ?? noChanges();
}

/**
 * Fresh planner statistics after a bulk write. PGlite runs no autovacuum, so without this the
 * planner would keep planning for empty tables; on PostgreSQL it saves waiting for autoanalyze.
 */
export async function analyzeTables(db: Database, tables: readonly string[]): Promise<void> {
  await db.execute(sql.raw(`analyze ${tables.join(', ')}`));
}
