// Catalog import figures on one database: the 579 MTGJSON set files of ../shared/data imported
// into an empty catalog, then imported again (which must change nothing).
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../packages/server/src/db/client';
import {
  CATALOG_TABLES,
  importCatalog,
  TerminalProgress,
} from '../packages/server/src/modules/catalog/index';
import { MTGJSON_SETS_DIR } from '../packages/server/src/modules/catalog/testing/shared-data';

export type RowCounts = Record<(typeof CATALOG_TABLES)[number], number>;

export interface ImportFigures {
  files: number;
  records: number;
  firstSeconds: number;
  againSeconds: number;
  rows: RowCounts;
  rowsAfterAgain: RowCounts;
  /** Rows inserted or updated by the second import, over all tables. */
  changedByAgain: number;
}

export async function countCatalogRows(db: Database): Promise<RowCounts> {
  const counts = await Promise.all(
    CATALOG_TABLES.map(async (table) => {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql.raw(`select count(*)::int as n from ${table}`),
      );
      return [table, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(counts) as RowCounts;
}

export async function benchImport(db: Database, label: string): Promise<ImportFigures> {
  let started = performance.now();
  const first = await importCatalog(db, MTGJSON_SETS_DIR, {
    progress: new TerminalProgress(`${label} import`),
  });
  const firstSeconds = (performance.now() - started) / 1000;
  const rows = await countCatalogRows(db);

  started = performance.now();
  const again = await importCatalog(db, MTGJSON_SETS_DIR, {
    progress: new TerminalProgress(`${label} re-import`),
  });
  const againSeconds = (performance.now() - started) / 1000;
  const changedByAgain = Object.values(again.changes).reduce(
    (sum, change) => sum + change.inserted + change.updated,
    0,
  );
  return {
    files: first.files,
    records: first.records,
    firstSeconds,
    againSeconds,
    rows,
    rowsAfterAgain: await countCatalogRows(db),
    changedByAgain,
  };
}
