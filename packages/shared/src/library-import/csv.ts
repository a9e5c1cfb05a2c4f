/**
 * A small RFC 4180 reader: quoted fields may hold the delimiter, doubled quotes and line breaks.
 * Exports found in the wild bend the rules, so it never throws: a stray quote inside an
 * unquoted field is kept as text, text after a closing quote joins the field, and a quote left
 * open runs to the end of the input.
 */
export function readCsv(text: string, delimiter = ',', maxRecords = Infinity): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  let i = 0;
  const endRecord = () => {
    record.push(field);
    records.push(record);
    record = [];
    field = '';
    fieldStarted = false;
  };
  while (i < text.length && records.length < maxRecords) {
    const char = text[i]!;
    if (quoted) {
      if (char !== '"') {
        field += char;
      } else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else {
        quoted = false;
      }
    } else if (char === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (char === delimiter) {
      record.push(field);
      field = '';
      fieldStarted = false;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRecord();
    } else {
      field += char;
      fieldStarted = true;
    }
    i++;
  }
  // A last line without a line break still counts; a final line break adds no empty record.
  if ((fieldStarted || record.length > 0) && records.length < maxRecords) endRecord();
  return records;
}

/** A line with nothing on it reads as one empty field. */
export const isBlankRecord = (record: string[]): boolean =>
  record.every((field) => field.trim() === '');

/** Excel and some exporters put a byte-order mark before the first header. */
export const withoutByteOrderMark = (text: string): string => text.replace(/^\uFEFF/, '');
