/**
 * A small RFC 4180 reader: quoted fields may hold the delimiter, doubled quotes and line breaks.
 * Exports found in the wild bend the rules, so it never throws: a quote inside an unquoted field
 * is kept as text, text after a closing quote joins the field, and a quote left open runs to the
 * end of the input. Fields are sliced, not built a character at a time: a 4 MB export takes
 * tens of milliseconds.
 */
export const CSV_DELIMITERS = [',', ';', '\t', '|'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

const FIELD_ENDS: Record<CsvDelimiter, RegExp> = {
  ',': /[,\r\n]/g,
  ';': /[;\r\n]/g,
  '\t': /[\t\r\n]/g,
  '|': /[|\r\n]/g,
};

export function readCsv(text: string, delimiter: CsvDelimiter = ',', maxRecords = Infinity) {
  const fieldEnd = new RegExp(FIELD_ENDS[delimiter]);
  const endOfField = (from: number) => {
    fieldEnd.lastIndex = from;
    return fieldEnd.exec(text)?.index ?? text.length;
  };
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  while (i < text.length && records.length < maxRecords) {
    let value = '';
    if (text[i] === '"') {
      [value, i] = readQuoted(text, i + 1);
    }
    const end = endOfField(i);
    record.push(value + text.slice(i, end));
    i = end;
    if (text[i] === delimiter) {
      i++;
      // A delimiter at the very end still opens one last, empty field.
      if (i === text.length) record.push('');
      else continue;
    } else if (text[i] === '\r' && text[i + 1] === '\n') i += 2;
    else i++;
    records.push(record);
    record = [];
  }
  return records;
}

/** The text of a quoted field that opened before `from`, and where its closing quote ends. */
function readQuoted(text: string, from: number): [string, number] {
  let value = '';
  let start = from;
  for (;;) {
    const quote = text.indexOf('"', start);
    if (quote < 0) return [value + text.slice(start), text.length];
    if (text[quote + 1] !== '"') return [value + text.slice(start, quote), quote + 1];
    value += text.slice(start, quote + 1);
    start = quote + 2;
  }
}

/** A line with nothing on it reads as one empty field. */
export const isBlankRecord = (record: string[]): boolean =>
  record.every((field) => field.trim() === '');

/** Excel and some exporters put a byte-order mark before the first header. */
export const withoutByteOrderMark = (text: string): string => text.replace(/^\uFEFF/, '');
