import { describe, expect, it } from 'vitest';
import { formatJsonPath, JsonRecordReader, type JsonPath, type Route } from './json-records';

function read(text: string, route: (path: JsonPath) => Route, chunk = 7) {
  const records: [string, unknown][] = [];
  const scalars: [string, unknown][] = [];
  const reader = new JsonRecordReader({
    route,
    onRecord: (path, value) => records.push([formatJsonPath(path), value]),
    onScalar: (path, value) => scalars.push([formatJsonPath(path), value]),
  });
  // Small chunks: records and tokens must survive being cut anywhere.
  for (let i = 0; i < text.length; i += chunk) reader.write(text.slice(i, i + chunk));
  reader.end();
  return { records, scalars };
}

const cardsOnly = (path: JsonPath): Route =>
  path.length < 2
    ? 'descend'
    : path[1] === 'cards' && path.length === 2
      ? 'descend'
      : path[1] === 'cards'
        ? 'record'
        : 'skip';

describe('JsonRecordReader', () => {
  const text = JSON.stringify({
    meta: { date: '2022-04-25' },
    data: { booster: { a: [1, 2] }, cards: [{ name: 'Á' }, { name: 'B', n: [1] }], code: 'ELD' },
  });

  it('assembles the records a route marks and reports the scalars on the way', () => {
    const { records, scalars } = read(text, cardsOnly);
    expect(records).toEqual([
      ['data.cards[0]', { name: 'Á' }],
      ['data.cards[1]', { name: 'B', n: [1] }],
    ]);
    expect(scalars).toEqual([
      ['meta.date', '2022-04-25'],
      ['data.code', 'ELD'],
    ]);
  });

  it('names the record where a truncated text stops', () => {
    expect(() => read(text.slice(0, 95), cardsOnly)).toThrow(
      'the file ends in the middle of data.cards[1]',
    );
    expect(() => read(text.slice(0, 52), cardsOnly)).toThrow(
      'the file ends in the middle of data.booster',
    );
  });

  it('fails on invalid JSON and on an empty text', () => {
    expect(() => read('{"data": {"cards": [ {"name": x} ]}}', cardsOnly)).toThrow(/Parser/);
    expect(() => read('  ', cardsOnly)).toThrow('the file is empty');
  });

  it('reads a top-level array', () => {
    const { records } = read('[{"id":1},{"id":2}]', (path) =>
      path.length === 0 ? 'descend' : 'record',
    );
    expect(records.map(([path]) => path)).toEqual(['[0]', '[1]']);
  });
});
