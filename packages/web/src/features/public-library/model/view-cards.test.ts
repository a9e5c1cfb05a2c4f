import { describe, expect, it } from 'vitest';
import { aPublicLibraryCard } from '../testing/library-fixtures';
import { cardTypeGroup } from './card-type-group';
import { filterCards, pageOf, runsOf, viewCards, type CardViewOptions } from './view-cards';

const ALL: CardViewOptions = { name: '', foil: 'all', sort: 'none', groupByType: false };
const names = (cards: { cardName: string }[]) => cards.map((card) => card.cardName);

const cards = [
  aPublicLibraryCard({ cardName: 'Opt', price: '0.50', type: 'Instant' }),
  aPublicLibraryCard({ cardName: 'Sol Ring', price: 'ck', type: 'Artifact' }),
  aPublicLibraryCard({ cardName: 'Llanowar Elves', price: '2.25', type: 'Creature — Elf Druid' }),
  aPublicLibraryCard({
    cardName: 'Forest',
    price: '0.10',
    type: 'Basic Land — Forest',
    foil: true,
  }),
  aPublicLibraryCard({ cardName: 'Éter Roto', price: '12.00', type: null }),
];

describe('viewCards', () => {
  it('orders by price ascending and descending, reference (ck) prices last both ways', () => {
    expect(names(viewCards(cards, { ...ALL, sort: 'asc' }, null))).toEqual([
      'Forest',
      'Opt',
      'Llanowar Elves',
      'Éter Roto',
      'Sol Ring',
    ]);
    expect(names(viewCards(cards, { ...ALL, sort: 'desc' }, null))).toEqual([
      'Éter Roto',
      'Llanowar Elves',
      'Opt',
      'Forest',
      'Sol Ring',
    ]);
  });

  it('orders pesos by their dollars of the day; without a rate, with the reference prices', () => {
    const withPesos = [...cards, aPublicLibraryCard({ cardName: 'Brainstorm', price: 'ARS 1000' })];
    const rate = { arsPerUsd: 1000, day: '2026-11-26' };
    expect(names(viewCards(withPesos, { ...ALL, sort: 'asc' }, rate)).slice(0, 3)).toEqual([
      'Forest',
      'Opt',
      'Brainstorm',
    ]);
    expect(names(viewCards(withPesos, { ...ALL, sort: 'asc' }, null)).slice(-2)).toEqual([
      'Sol Ring',
      'Brainstorm',
    ]);
  });

  it('groups by main type in alphabetical order, cards without type last under Sin datos', () => {
    const grouped = viewCards(cards, { ...ALL, groupByType: true }, null);
    expect(runsOf(grouped, true).map((run) => [run.group, names(run.cards)])).toEqual([
      ['Artefacto', ['Sol Ring']],
      ['Criatura', ['Llanowar Elves']],
      ['Instantáneo', ['Opt']],
      ['Tierra', ['Forest']],
      ['Sin datos', ['Éter Roto']],
    ]);
  });

  it('filters by name without case or accents, and by finish', () => {
    expect(names(filterCards(cards, { ...ALL, name: 'eter' }))).toEqual(['Éter Roto']);
    expect(names(filterCards(cards, { ...ALL, name: ' RING ' }))).toEqual(['Sol Ring']);
    expect(names(filterCards(cards, { ...ALL, foil: 'foil' }))).toEqual(['Forest']);
    expect(filterCards(cards, { ...ALL, foil: 'nonfoil' })).toHaveLength(4);
  });
});

describe('cardTypeGroup', () => {
  it.each([
    ['Artifact Creature — Golem', 'Criatura'],
    ['Legendary Enchantment Creature — God', 'Criatura'],
    ['Artifact Land', 'Tierra'],
    ['Legendary Planeswalker — Jace', 'Planeswalker'],
    ['Sorcery // Sorcery', 'Conjuro'],
    ['Creature — Human Werewolf // Creature — Werewolf', 'Criatura'],
    ['Instantáneo', 'Instantáneo'],
    ['Kindred Enchantment — Elf', 'Encantamiento'],
    ['Conspiracy', 'Otros'],
    ['', 'Sin datos'],
    [null, 'Sin datos'],
  ])('%s → %s', (typeLine, group) => {
    expect(cardTypeGroup(typeLine)).toBe(group);
  });
});

describe('pageOf', () => {
  const items = Array.from({ length: 49 }, (_, index) => index);

  it('cuts pages of 48 and keeps the page between 1 and the last', () => {
    expect(pageOf(items, 1, 48)).toMatchObject({ page: 1, pages: 2 });
    expect(pageOf(items, 2, 48).items).toEqual([48]);
    expect(pageOf(items, 7, 48)).toMatchObject({ page: 2, pages: 2 });
    expect(pageOf(items, 0, 48)).toMatchObject({ page: 1, pages: 2 });
    expect(pageOf([], 3, 48)).toEqual({ page: 1, pages: 1, items: [] });
  });
});
