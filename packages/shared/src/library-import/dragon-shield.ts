import { DRAGON_SHIELD_HEADER_LINES, DRAGON_SHIELD_MIN_COLUMNS } from './constants';
import { readCsv, withoutByteOrderMark, type CsvDelimiter } from './csv';
import { csvRows, headerColumns, type CsvColumnNames } from './csv-rows';
import type { ParsedRows } from './imported-row';

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

const COLUMN_NAMES: CsvColumnNames = {
  name: 'cardname',
  set: 'setcode',
  collectorNumber: 'cardnumber',
  foil: 'printing',
  // MARKET is the US export's market price in USD; the EU export's AVG/LOW/TREND are
  // euros, so its rows carry no price and the catalog's USD price applies.
  price: 'market',
};

function findHeader(records: string[][]): { index: number; columns: Columns } | null {
  for (const [index, record] of records.entries()) {
    const columns = headerColumns(record);
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
  const records = readCsv(text, delimiter).slice(header.index + 1);
  return csvRows(records, header.columns, COLUMN_NAMES, DRAGON_SHIELD_MIN_COLUMNS);
}
