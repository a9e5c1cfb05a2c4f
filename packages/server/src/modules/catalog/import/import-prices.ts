import type { Database } from '../../../db/client';
import { applyPriceRows, type PriceRow } from './apply-prices';
import { ImportError } from './import-error';
import { type ImportOptions, totalSize } from './import-catalog';
import { listImportInputs, type ImportInput } from './import-input';
import { parseInput } from './parse-input';
import { PriceFileReader } from './price-file-reader';
import { silentProgress, type ImportProgress } from './progress';
import { RecordSpool } from './record-spool';
import { addChanges, analyzeTables, noChanges, type TableChanges } from './table-changes';

/**
 * Imports reference prices (MTGJSON AllPricesToday/AllPrices, Card Kingdom's price list) for
 * printings already in the catalog; prices of unknown printings are counted and skipped.
 * Like the catalog: a file is parsed whole before any price is written.
 */

export interface PriceImportResult {
  files: number;
  records: number;
  /** Price lines naming a printing the catalog does not have. */
  unmatched: number;
  changes: TableChanges;
}

/** A date as the source writes it ('2022-04-25', '2024-05-01 10:00:00') read as UTC. */
export function toIsoDate(text: string | null): string | null {
  if (!text) return null;
  const utc = /^\d{4}-\d\d-\d\d$/.test(text)
    ? `${text}T00:00:00Z`
    : /([zZ]|[+-]\d\d:?\d\d)$/.test(text)
      ? text
      : `${text.replace(' ', 'T')}Z`;
  const date = new Date(utc);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

async function importPriceFile(
  db: Database,
  input: ImportInput,
  progress: ImportProgress,
  batchSize: number,
  result: PriceImportResult,
): Promise<void> {
  const spool = RecordSpool.create<PriceRow>();
  const rows: PriceRow[] = [];
  const reader = new PriceFileReader(rows);
  try {
    const { records, modifiedAt } = await parseInput(input, reader, progress, () =>
      spool.write(rows.splice(0)),
    );
    if (records === 0) {
      throw new ImportError(
        input.label,
        'no price records found: expected an MTGJSON AllPricesToday file or a Card Kingdom price list',
      );
    }
    result.records += records;
    const fileDate = toIsoDate(reader.fileDate) ?? (modifiedAt ?? new Date()).toISOString();
    let written = 0;
    for await (const batch of spool.batches(batchSize)) {
      const dated = batch.map((row) => ({ ...row, pricedAt: toIsoDate(row.pricedAt) ?? fileDate }));
      const counts = await db.transaction((tx) => applyPriceRows(tx, dated));
      addChanges(result.changes, counts);
      result.unmatched += counts.unmatched;
      written += batch.length;
      progress.applying(written, spool.count);
    }
  } finally {
    spool.dispose();
  }
}

export async function importPrices(
  db: Database,
  location: string,
  { progress = silentProgress, batchSize = 2000 }: ImportOptions = {},
): Promise<PriceImportResult> {
  const inputs = listImportInputs(location);
  const result: PriceImportResult = { files: 0, records: 0, unmatched: 0, changes: noChanges() };
  progress.begin(totalSize(inputs), inputs.length);
  try {
    for (const input of inputs) {
      await importPriceFile(db, input, progress, batchSize, result);
      result.files++;
    }
  } finally {
    progress.end();
    if (result.files > 0) await analyzeTables(db, ['card_prices', 'card_price_history']);
  }
  return result;
}
