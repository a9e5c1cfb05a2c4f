import { readCsv, withoutByteOrderMark } from './csv';
import { csvRows, headerColumns } from './csv-rows';
import type { ParsedRows } from './imported-row';

/**
 * ManaBox collection CSV (docs/product/libraries.md#bulk-import): `Binder Name,Binder Type,Name,
 * Set code,Set name,Collector number,Foil,Rarity,Quantity,ManaBox ID,Scryfall ID,Purchase price,
 * Misprint,Altered,Condition,Language,Purchase price currency`, header on the first line. A
 * binder's own export has no binder columns and newer versions add Signed, Proxy and Added, so
 * columns are found by name. Foil is normal, foil or etched; Condition near_mint … damaged;
 * Language a two-letter code. The Scryfall ID is the catalog's printing id: rows carry it and
 * the server resolves it before set and number.
 *
 * Purchase price is what the owner paid, in Purchase price currency (often not USD), not an
 * asking price: as with Moxfield's Purchase Price (docs/decisions/013-library-import-parsers.md),
 * rows carry no price and the review step offers the catalog's USD price. A non-USD number is
 * never read as dollars.
 */
const REQUIRED_COLUMNS = ['name', 'setcode', 'collectornumber', 'quantity', 'manaboxid'] as const;

/** The file's rows, or null when its first line is not a ManaBox header. */
export function parseManaBox(file: string): ParsedRows | null {
  const text = withoutByteOrderMark(file);
  const columns = headerColumns(readCsv(text, ',', 1)[0]);
  if (!REQUIRED_COLUMNS.every((name) => name in columns)) return null;
  // A line cut short before its last required column is no card line.
  const minColumns = Math.max(...REQUIRED_COLUMNS.map((name) => columns[name] ?? 0)) + 1;
  const names = { set: 'setcode', collectorNumber: 'collectornumber', scryfallId: 'scryfallid' };
  return csvRows(readCsv(text).slice(1), columns, names, minColumns);
}
