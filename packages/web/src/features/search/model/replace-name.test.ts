import { describe, expect, it } from 'vitest';
import { replaceName } from './replace-name';

const items = (...lines: [string, number][]) =>
  lines.map(([name, quantity]) => ({ name, quantity }));

describe('replaceName', () => {
  it('puts the replacement in the place of the name, with its copies', () => {
    expect(
      replaceName(
        items(['Opt', 1], ['Lightnig Bolt', 4], ['Ponder', 2]),
        'lightnig bolt',
        'Lightning Bolt',
      ),
    ).toEqual(items(['Opt', 1], ['Lightning Bolt', 4], ['Ponder', 2]));
  });

  it('adds up the copies when the replacement was searched already', () => {
    expect(
      replaceName(
        items(['Lightning Bolt', 2], ['Lightnig Bolt', 2]),
        'Lightnig Bolt',
        'Lightning Bolt',
      ),
    ).toEqual(items(['Lightning Bolt', 4]));
  });
});
