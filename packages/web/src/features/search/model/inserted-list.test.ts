import { describe, expect, it } from 'vitest';
import { listInserted, listOfText } from './inserted-list';

describe('a list that reaches the names field without a paste', () => {
  it('reads line breaks and entries run together as a list', () => {
    expect(listOfText('4 Faerie Seer\n4 Ponder')).toBe('4 Faerie Seer\n4 Ponder');
    expect(listOfText('4 Faerie Seer 4 Spellstutter Sprite 2 Ponder')).toBe(
      '4 Faerie Seer\n4 Spellstutter Sprite\n2 Ponder',
    );
    expect(listOfText('4 Faerie Seer')).toBeNull();
    expect(listOfText('Lightning Bolt')).toBeNull();
  });

  it('takes a list that arrived at once, never a name being typed', () => {
    expect(listInserted('', '4 Faerie Seer 4 Spellstutter Sprite')).toEqual({
      list: '4 Faerie Seer\n4 Spellstutter Sprite',
      typed: '',
    });
    // What was typed before stays typed.
    expect(listInserted('Sol', 'Sol2 Opt 1 Ponder')).toEqual({
      list: '2 Opt\n1 Ponder',
      typed: 'Sol',
    });
    // Typed a letter at a time: '4 Faerie Seer 4 S' is a name on its way.
    expect(listInserted('4 Faerie Seer 4 ', '4 Faerie Seer 4 S')).toBeNull();
    // A keyboard's word inserted after a quantity is still typing.
    expect(listInserted('4 Faerie Seer 4 ', '4 Faerie Seer 4 Spellstutter')).toBeNull();
    expect(listInserted('', 'Lightning Bolt')).toBeNull();
  });
});
