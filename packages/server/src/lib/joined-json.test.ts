import { describe, expect, it } from 'vitest';
import { joinedJson } from './joined-json';

describe('joinedJson', () => {
  it('writes head, the items joined by commas, and tail as UTF-8', () => {
    const items = ['{"a":1}', '{"b":"Río"}', '"🃏"'];
    const bytes = joinedJson('{"results":[', items, '],"n":2}');
    expect(bytes.toString('utf8')).toBe('{"results":[{"a":1},{"b":"Río"},"🃏"],"n":2}');
    expect(bytes.length).toBe(Buffer.byteLength('{"results":[{"a":1},{"b":"Río"},"🃏"],"n":2}'));
  });

  it('writes an empty list as head and tail', () => {
    expect(joinedJson('[', [], ']').toString()).toBe('[]');
  });
});
