import { conditionFromName } from './conditions';
import {
  DRAGON_SHIELD_HEADER_LINES,
  DRAGON_SHIELD_MIN_COLUMNS,
  MAX_HEADER_COLUMNS,
} from './constants';
import { isBlankRecord, readCsv, withoutByteOrderMark, type CsvDelimiter } from './csv';
import { isFoilFinish } from './finishes';
import { importPrice } from './import-price';
import { importQuantity } from './import-quantity';
import { toImportedRow, type ParsedRows } from './imported-row';
import { languageFromName } from './languages';
import { lookupKey } from './lookup-key';

/**
 * Dragon Shield card-manager CSV. Exports start with a `sep=,` line or not, and some owners
 * strip the spaces from the headers (`CardName`), so columns are found by their header, looked
 * for in the first three lines (docs/product/libraries.md#bulk-import); the lines above it are
 * skipped.
 */
const REQUIRED_COLUMNS = ['cardname', 'setcode', 'cardnumber', 'quantity'] as const;
// Excel's `sep=` line names the delimiter; European locales write `sep=;`.
const SEPARATOR_LINE = /^"?sep=([,;\t|])"?[ ]*(\r\n|\r|\n|$)/;

type Columns = Record<string, number>;

function findHeader(records: string[][]): { index: number; columns: Columns } | null {
  for (const [index, record] of records.entries()) {
    const columns: Columns = {};
    record
      .slice(0, MAX_HEADER_COLUMNS)
      .forEach((cell, column) => (columns[lookupKey(cell)] ??= column));
    if (REQUIRED_COLUMNS.every((name) => name in columns)) return { index, columns };
  }
  return null;
}

/** The file's rows, or null when none of its first three lines is a Dragon Shield header. */
export function parseDragonShield(file: string): ParsedRows | null {
  const text = withoutByteOrderMark(file);
  const delimiter = (SEPARATOR_LINE.exec(text)?.[1] ?? ',') as CsvDelimiter;
  const header = findHeader(readCsv(text, delimiter, DRAGON_SHIELD_HEADER_LINES));
  if (!header) return null;
  const cell = (record: string[], name: string) => record[header.columns[name] ?? -1] ?? '';
  const result: ParsedRows = { rows: [], skipped: 0 };
  for (const record of readCsv(text, delimiter).slice(header.index + 1)) {
    if (isBlankRecord(record)) continue;
    const row =
      record.length < DRAGON_SHIELD_MIN_COLUMNS
        ? null
        : toImportedRow({
            name: cell(record, 'cardname'),
            set: cell(record, 'setcode'),
            collectorNumber: cell(record, 'cardnumber'),
            foil: isFoilFinish(cell(record, 'printing')),
            condition: conditionFromName(cell(record, 'condition')),
            language: languageFromName(cell(record, 'language')),
            // MARKET is the US export's market price in USD; the EU export's AVG/LOW/TREND are
            // euros, so its rows carry no price and the catalog's USD price applies.
            price: importPrice(cell(record, 'market')),
            quantity: importQuantity(cell(record, 'quantity')),
          });
    if (row) result.rows.push(row);
    else result.skipped++;
  }
  return result;
}
