import { conditionFromName } from './conditions';
import { MAX_HEADER_COLUMNS } from './constants';
import { isBlankRecord } from './csv';
import { isFoilFinish } from './finishes';
import { importPrice } from './import-price';
import { importQuantity } from './import-quantity';
import { toImportedRow, type ParsedRows } from './imported-row';
import { languageFromName } from './languages';
import { lookupKey } from './lookup-key';

/**
 * The column of each field of a CSV export, as its header's lookup key (lookup-key.ts); a field
 * not named is read from the column of its own name. Without `price` the rows carry none.
 */
export interface CsvColumnNames {
  name?: string;
  set: string;
  collectorNumber: string;
  foil?: string;
  condition?: string;
  language?: string;
  quantity?: string;
  price?: string;
  /** Without it the rows carry no Scryfall id. */
  scryfallId?: string;
}

/** A header's columns: each cell's lookup key → its index (the first, if one repeats). */
export function headerColumns(header: string[] | undefined): Record<string, number> {
  const columns: Record<string, number> = {};
  header
    ?.slice(0, MAX_HEADER_COLUMNS)
    .forEach((cell, column) => (columns[lookupKey(cell)] ??= column));
  return columns;
}

/**
 * The import rows of the `records` below a CSV header whose `columns` are known (the header's
 * lookup key → its index). Blank records are passed over; a record that is no card, or that has
 * fewer than `minColumns` cells, is counted as skipped.
 */
export function csvRows(
  records: string[][],
  columns: Record<string, number>,
  names: CsvColumnNames,
  minColumns = 0,
): ParsedRows {
  const result: ParsedRows = { rows: [], skipped: 0 };
  for (const record of records) {
    if (isBlankRecord(record)) continue;
    const cell = (name: string) => record[columns[name] ?? -1] ?? '';
    const row =
      record.length < minColumns
        ? null
        : toImportedRow({
            name: cell(names.name ?? 'name'),
            set: cell(names.set),
            collectorNumber: cell(names.collectorNumber),
            foil: isFoilFinish(cell(names.foil ?? 'foil')),
            condition: conditionFromName(cell(names.condition ?? 'condition')),
            language: languageFromName(cell(names.language ?? 'language')),
            price: names.price === undefined ? null : importPrice(cell(names.price)),
            quantity: importQuantity(cell(names.quantity ?? 'quantity')),
            ...(names.scryfallId !== undefined && { scryfallId: cell(names.scryfallId) }),
          });
    if (row) result.rows.push(row);
    else result.skipped++;
  }
  return result;
}
