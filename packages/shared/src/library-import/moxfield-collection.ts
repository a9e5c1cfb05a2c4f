import { conditionFromName } from './conditions';
import { MAX_HEADER_COLUMNS } from './constants';
import { isBlankRecord, readCsv, withoutByteOrderMark } from './csv';
import { isFoilFinish } from './finishes';
import { importQuantity } from './import-quantity';
import { toImportedRow, type ParsedRows } from './imported-row';
import { languageFromName } from './languages';
import { lookupKey } from './lookup-key';

/**
 * Moxfield collection CSV export: `"Count","Tradelist Count","Name","Edition","Condition",
 * "Language","Foil",…,"Collector Number",…,"Purchase Price"`, header on the first line.
 * Purchase Price is what the owner paid, not an asking price, so rows carry no price.
 */
const REQUIRED_COLUMNS = ['count', 'name', 'edition'] as const;

/** The file's rows, or null when its first line is not a Moxfield collection header. */
export function parseMoxfieldCollection(file: string): ParsedRows | null {
  const text = withoutByteOrderMark(file);
  const [header] = readCsv(text, ',', 1);
  const columns: Record<string, number> = {};
  header
    ?.slice(0, MAX_HEADER_COLUMNS)
    .forEach((cell, column) => (columns[lookupKey(cell)] ??= column));
  if (!REQUIRED_COLUMNS.every((name) => name in columns)) return null;
  const cell = (record: string[], name: string) => record[columns[name] ?? -1] ?? '';
  const result: ParsedRows = { rows: [], skipped: 0 };
  for (const record of readCsv(text).slice(1)) {
    if (isBlankRecord(record)) continue;
    const row = toImportedRow({
      name: cell(record, 'name'),
      set: cell(record, 'edition'),
      collectorNumber: cell(record, 'collectornumber'),
      foil: isFoilFinish(cell(record, 'foil')),
      condition: conditionFromName(cell(record, 'condition')),
      language: languageFromName(cell(record, 'language')),
      price: null,
      quantity: importQuantity(cell(record, 'count')),
    });
    if (row) result.rows.push(row);
    else result.skipped++;
  }
  return result;
}
