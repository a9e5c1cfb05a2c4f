import { MOXFIELD_TEXT_SAMPLE_LINES } from './constants';
import { toImportedRow, type LibraryImportRow, type ParsedRows } from './imported-row';

/**
 * Moxfield deck text export: `1 Sol Ring (40K) 245`, optionally ending in `*F*` (foil) or `*E*`
 * (etched); set codes in either case; lines after `SIDEBOARD:` are not part of the list
 * (docs/product/libraries.md#bulk-import). A line with only a quantity and a name is read too,
 * without a printing.
 */
const QUANTITY_AND_REST = /^(\d+)x?\s+(.+)$/;
const NAME_SET_NUMBER = /^(.+?)\s+\(([^()\s]+)\)(?:\s+(\S+))?$/;
const FULL_LINE = /^\d+x?\s+.+?\s+\([^()\s]+\)\s+\S+(\s+\*[A-Za-z]\*)*$/;
const MARKS = /(\s+\*[A-Za-z]\*)+$/;
const SIDEBOARD = 'sideboard:';
// The longest card name has 141 characters; the cap keeps the patterns' backtracking on a
// pasted megabyte of spaces bounded.
const MAX_LINE_LENGTH = 400;

const linesOf = (text: string) => text.split(/\r\n|\r|\n/).map((line) => line.trim());

/** The lines of the list: non-empty, before `SIDEBOARD:`. */
function listLines(text: string): string[] {
  const lines = linesOf(text);
  const end = lines.findIndex((line) => line.toLowerCase() === SIDEBOARD);
  return (end < 0 ? lines : lines.slice(0, end)).filter((line) => line !== '');
}

/** Each of the first three non-empty lines reads `quantity name (SET) number`. */
export function isMoxfieldText(text: string): boolean {
  const sample = linesOf(text)
    .filter((line) => line !== '' && line.toLowerCase() !== SIDEBOARD)
    .slice(0, MOXFIELD_TEXT_SAMPLE_LINES);
  return (
    sample.length > 0 &&
    sample.every((line) => line.length <= MAX_LINE_LENGTH && FULL_LINE.test(line))
  );
}

function parseLine(line: string): LibraryImportRow | null {
  if (line.length > MAX_LINE_LENGTH) return null;
  const marks = MARKS.exec(line)?.[0] ?? '';
  const [, quantity, rest] =
    QUANTITY_AND_REST.exec(line.slice(0, line.length - marks.length)) ?? [];
  if (quantity === undefined || rest === undefined) return null;
  const [, name = rest, set = null, collectorNumber = null] = NAME_SET_NUMBER.exec(rest) ?? [];
  return toImportedRow({
    // Moxfield writes double-faced names 'A / B'; the catalog's own spelling is 'A // B'.
    name: name.replaceAll(' / ', ' // '),
    set,
    collectorNumber,
    foil: /\*[FE]\*/i.test(marks),
    condition: 'NM',
    language: 'en',
    price: null,
    quantity: Number(quantity),
  });
}

/** The list's rows; null when the text does not look like a Moxfield export. */
export function parseMoxfieldText(text: string): ParsedRows | null {
  if (!isMoxfieldText(text)) return null;
  const result: ParsedRows = { rows: [], skipped: 0 };
  for (const line of listLines(text)) {
    const row = parseLine(line);
    if (row) result.rows.push(row);
    else result.skipped++;
  }
  return result;
}
