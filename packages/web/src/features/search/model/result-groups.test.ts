import { describe, expect, it } from 'vitest';
import { aResultCard } from '../testing/result-cards';
import { filterResults, groupResults, pageOfGroups } from './result-groups';

const names = (cards: { cardName: string }[]) => cards.map((card) => card.cardName);

const cards = [
  aResultCard({ cardName: 'Éter Roto', ownerRegion: 'Santa Fe', ownerUser: 'bruno' }),
  aResultCard({ cardName: 'Opt', ownerRegion: null, ownerUser: 'ana' }),
  aResultCard({ cardName: 'Lim-Dûl’s Vault', ownerRegion: 'Córdoba', ownerUser: null }),
  aResultCard({ cardName: 'Ponder', ownerRegion: 'Santa Fe', ownerUser: 'ana' }),
];

describe('filterResults', () => {
  it('keeps the names holding the text, without case, accents or punctuation', () => {
    expect(names(filterResults(cards, 'eter'))).toEqual(['Éter Roto']);
    expect(names(filterResults(cards, ' LIM DUL'))).toEqual(['Lim-Dûl’s Vault']);
    expect(filterResults(cards, '  ')).toHaveLength(4);
    expect(filterResults(cards, 'xyz')).toEqual([]);
  });
});

describe('groupResults', () => {
  it('groups by province in alphabetical order, cards without one last under Sin datos', () => {
    expect(groupResults(cards, 'region').map((g) => [g.label, names(g.cards)])).toEqual([
      ['Córdoba', ['Lim-Dûl’s Vault']],
      ['Santa Fe', ['Éter Roto', 'Ponder']],
      ['Sin datos', ['Opt']],
    ]);
  });

  it('groups by user, and not at all', () => {
    expect(groupResults(cards, 'user').map((g) => [g.label, names(g.cards)])).toEqual([
      ['ana', ['Opt', 'Ponder']],
      ['bruno', ['Éter Roto']],
      ['Sin datos', ['Lim-Dûl’s Vault']],
    ]);
    expect(groupResults(cards, 'none')).toEqual([{ label: null, cards }]);
  });
});

describe('pageOfGroups', () => {
  const groups = [
    { label: 'a', cards: [1, 2, 3] },
    { label: 'b', cards: [4, 5] },
  ];

  it('cuts pages across groups and keeps the page between 1 and the last', () => {
    expect(pageOfGroups(groups, 1, 2)).toEqual({
      page: 1,
      pages: 3,
      groups: [{ label: 'a', cards: [1, 2] }],
    });
    expect(pageOfGroups(groups, 2, 2).groups).toEqual([
      { label: 'a', cards: [3] },
      { label: 'b', cards: [4] },
    ]);
    expect(pageOfGroups(groups, 9, 2)).toEqual({
      page: 3,
      pages: 3,
      groups: [{ label: 'b', cards: [5] }],
    });
    expect(pageOfGroups([], 0, 2)).toEqual({ page: 1, pages: 1, groups: [] });
  });
});
