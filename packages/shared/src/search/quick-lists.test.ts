import { describe, expect, it } from 'vitest';
import { normalizeCardName } from '../catalog/normalize-name';
import { QUICK_LISTS } from './quick-lists';

const list = (id: string) => QUICK_LISTS.find((quickList) => quickList.id === id)!;
const BASIC_LANDS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Wastes'];

describe('QUICK_LISTS', () => {
  it('offers the four formats of the spec, in its order', () => {
    expect(QUICK_LISTS.map(({ id, label }) => [id, label])).toEqual([
      ['commander', 'Commander'],
      ['pauper', 'Pauper'],
      ['modern', 'Modern'],
      ['standard', 'Standard'],
    ]);
  });

  it('holds about 250 Commander names and 100 of each metagame format', () => {
    expect(QUICK_LISTS.map((quickList) => quickList.names.length)).toEqual([249, 100, 100, 100]);
  });

  it.each(QUICK_LISTS.map((quickList) => [quickList.id, quickList.names] as const))(
    '%s: names are trimmed, not empty, distinct and never a basic land',
    (_, names) => {
      for (const name of names) expect(name).toMatch(/^\S(.*\S)?$/);
      expect(new Set(names.map(normalizeCardName)).size).toBe(names.length);
      expect(names.filter((name) => BASIC_LANDS.includes(name))).toEqual([]);
    },
  );

  it('starts Commander with the top of the EDHREC rank, without the reversible duplicate', () => {
    expect(list('commander').names.slice(0, 5)).toEqual([
      'Sol Ring',
      'Command Tower',
      'Arcane Signet',
      'Exotic Orchard',
      'Lightning Greaves',
    ]);
    expect(list('commander').names).toContain('Propaganda');
    expect(list('commander').names).not.toContain('Propaganda // Propaganda');
  });

  it('starts each metagame list with the cards most of the top decks play', () => {
    expect(list('pauper').names.slice(0, 3)).toEqual([
      'Hydroblast',
      'Pyroblast',
      'Lorien Revealed',
    ]);
    expect(list('modern').names.slice(0, 3)).toEqual([
      'Consign to Memory',
      'Mystical Dispute',
      'Flooded Strand',
    ]);
    expect(list('standard').names.slice(0, 3)).toEqual([
      'Multiversal Passage',
      'Starting Town',
      'Spell Pierce',
    ]);
  });
});
