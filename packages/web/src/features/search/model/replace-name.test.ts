import { describe, expect, it } from 'vitest';
import { replaceName } from './replace-name';

describe('replaceName', () => {
  it('puts the replacement in the place of the name', () => {
    expect(
      replaceName(['Opt', 'Lightnig Bolt', 'Ponder'], 'Lightnig Bolt', 'Lightning Bolt'),
    ).toEqual(['Opt', 'Lightning Bolt', 'Ponder']);
  });

  it('keeps each name once when the replacement was searched already', () => {
    expect(
      replaceName(['Lightning Bolt', 'Lightnig Bolt'], 'Lightnig Bolt', 'Lightning Bolt'),
    ).toEqual(['Lightning Bolt']);
  });
});
