import { describe, expect, it } from 'vitest';
import { asciiJson } from './ascii-json';

describe('asciiJson', () => {
  it('writes every character beyond ASCII as a \\u escape that JSON.parse reads back', () => {
    const value = { city: 'Río Cuarto', set: 'Collectors’ Edition', emoji: '🃏', plain: 'a"b\\' };
    const json = asciiJson(value);
    expect(json).toBe(
      '{"city":"R\\u00edo Cuarto","set":"Collectors\\u2019 Edition","emoji":"\\ud83c\\udccf","plain":"a\\"b\\\\"}',
    );
    expect(JSON.parse(json)).toEqual(value);
  });
});
