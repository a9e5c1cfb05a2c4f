import { readCsv, withoutByteOrderMark } from './csv';
import { csvRows, headerColumns } from './csv-rows';
import type { ParsedRows } from './imported-row';

/**
 * Moxfield collection CSV export: `"Count","Tradelist Count","Name","Edition","Condition",
 * "Language","Foil",…,"Collector Number",…,"Purchase Price"`, header on the first line.
 * Purchase Price is what the owner paid, not an asking price, so rows carry no price.
 */
const REQUIRED_COLUMNS = ['count', 'name', 'edition'] as const;

/** The file's rows, or null when its first line is not a Moxfield collection header. */
export function parseMoxfieldCollection(file: string): ParsedRows | null {
  const text = withoutByteOrderMark(file);
  const columns = headerColumns(readCsv(text, ',', 1)[0]);
  if (!REQUIRED_COLUMNS.every((name) => name in columns)) return null;
  return csvRows(readCsv(text).slice(1), columns, {
    set: 'edition',
    collectorNumber: 'collectornumber',
    quantity: 'count',
  });
}
