import { describe, expect, it } from 'vitest';
import { readCsv } from './csv';

describe('readCsv', () => {
  it('reads quoted fields holding commas, doubled quotes and line breaks', () => {
    const text = 'a,"b, c","say ""hi""","two\r\nlines"\r\nd,e,f,g';
    expect(readCsv(text)).toEqual([
      ['a', 'b, c', 'say "hi"', 'two\r\nlines'],
      ['d', 'e', 'f', 'g'],
    ]);
  });

  it('takes LF, CRLF and CR line ends; a final line break adds no record', () => {
    expect(readCsv('a\nb\r\nc\rd\n')).toEqual([['a'], ['b'], ['c'], ['d']]);
  });

  it('keeps empty fields, blank lines and a trailing delimiter', () => {
    expect(readCsv('a,,b\n\n"",c,')).toEqual([['a', '', 'b'], [''], ['', 'c', '']]);
  });

  it('bends like the exporters do instead of failing', () => {
    expect(readCsv('ab"c,"d"e,"open, to the end')).toEqual([['ab"c', 'de', 'open, to the end']]);
  });

  it('reads another delimiter and stops after maxRecords', () => {
    expect(readCsv('a;b\nc;d\ne;f', ';', 2)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('reads nothing from nothing', () => {
    expect(readCsv('')).toEqual([]);
  });
});
