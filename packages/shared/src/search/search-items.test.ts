import { describe, expect, it } from 'vitest';
import {
  mergeSearchItems,
  parseSearchLine,
  searchLineOf,
  splitRunTogetherList,
} from './search-items';

describe('search items', () => {
  it('reads a typed line: a leading quantity with or without x, else one copy', () => {
    expect(parseSearchLine('4 Counterspell')).toEqual({ name: 'Counterspell', quantity: 4 });
    expect(parseSearchLine(' 4x  Counterspell ')).toEqual({ name: 'Counterspell', quantity: 4 });
    expect(parseSearchLine('Counterspell')).toEqual({ name: 'Counterspell', quantity: 1 });
    expect(parseSearchLine('0 Opt')).toEqual({ name: 'Opt', quantity: 1 });
    // Four digits start a name, not a quantity.
    expect(parseSearchLine('1996 World Champion')).toEqual({
      name: '1996 World Champion',
      quantity: 1,
    });
    expect(parseSearchLine('4')).toEqual({ name: '4', quantity: 1 });
  });

  it('adds up the same name, spelled either way, at its first place, up to 99', () => {
    expect(
      mergeSearchItems([
        { name: 'Counterspell', quantity: 2 },
        { name: 'Opt', quantity: 1 },
        { name: ' counterspell ', quantity: 2 },
        { name: '', quantity: 3 },
        { name: 'Opt', quantity: 98 },
      ]),
    ).toEqual([
      { name: 'Counterspell', quantity: 4 },
      { name: 'Opt', quantity: 99 },
    ]);
  });

  it('writes an item back as a line', () => {
    expect(searchLineOf({ name: 'Counterspell', quantity: 4 })).toBe('4 Counterspell');
    expect(searchLineOf({ name: 'Counterspell', quantity: 1 })).toBe('Counterspell');
  });

  it('splits a list whose line breaks were lost, and nothing else', () => {
    expect(splitRunTogetherList('4 Faerie Seer 4 Spellstutter Sprite 2x Ponder')).toEqual([
      '4 Faerie Seer',
      '4 Spellstutter Sprite',
      '2x Ponder',
    ]);
    expect(splitRunTogetherList('4 Faerie Seer')).toBeNull();
    expect(splitRunTogetherList('Borrowing 100,000 Arrows 4 Opt')).toBeNull();
    expect(splitRunTogetherList('1 Borrowing 100,000 Arrows')).toBeNull();
  });
});
