import { describe, expect, it } from 'vitest';
import { aResultCard } from '../testing/result-cards';
import { bestCombination, searchedIndexOf } from './best-combination';

const LA_PLATA = { region: 'Buenos Aires', city: 'La Plata' };
const ROSARIO = { region: 'Santa Fe', city: 'Rosario' };
const CORDOBA = { region: 'Córdoba', city: 'Córdoba' };

const at = (place: { region: string; city: string }) => ({
  ownerRegion: place.region,
  ownerCity: place.city,
});

const card = (ownerUser: string, cardName: string, more: Parameters<typeof aResultCard>[0] = {}) =>
  aResultCard({ ownerUser, cardName, ownerRegion: null, ownerCity: null, ...more });

/** Each step as 'user: names', to compare rankings at a glance. */
const ranking = (result: ReturnType<typeof bestCombination>) =>
  result.steps.map((step) => `${step.user}: ${step.names.join(', ')}`);

describe('bestCombination', () => {
  it('takes first the seller who covers most missing names, then the next on what is left', () => {
    const cards = [
      card('ana', 'Opt'),
      card('ana', 'Ponder'),
      card('bruno', 'Opt'),
      card('bruno', 'Ponder'),
      card('bruno', 'Brainstorm'),
      card('carla', 'Counterspell'),
      card('carla', 'Opt'),
    ];
    const result = bestCombination(
      ['Opt', 'Ponder', 'Brainstorm', 'Counterspell', 'Force of Will'],
      cards,
      null,
    );
    expect(ranking(result)).toEqual(['bruno: Opt, Ponder, Brainstorm', 'carla: Counterspell']);
    expect(result.uncovered).toEqual(['Force of Will']);
    expect(result.steps[1]!.cards.map((c) => c.cardName)).toEqual(['Counterspell']);
  });

  it('breaks a tie by the buyer’s city, then province, then the lower total', () => {
    const cards = [
      card('elsewhere', 'Opt', { ...at(CORDOBA), price: '0.10' }),
      card('province', 'Opt', { ownerRegion: 'Buenos Aires', ownerCity: 'Quilmes' }),
      card('city', 'Opt', { ownerRegion: 'buenos aires', ownerCity: 'LA PLATA', price: '9.00' }),
    ];
    expect(ranking(bestCombination(['Opt'], cards, LA_PLATA))).toEqual(['city: Opt']);
    expect(ranking(bestCombination(['Opt'], cards.slice(0, 2), LA_PLATA))).toEqual([
      'province: Opt',
    ]);
    // No profile: the cheapest wins.
    expect(ranking(bestCombination(['Opt'], cards, null))).toEqual(['elsewhere: Opt']);
  });

  it('prefers the lower total of the names gained, cheapest copy per name, ck left out', () => {
    const cards = [
      card('ana', 'Opt', { price: '3.00' }),
      card('ana', 'Opt', { price: '0.50' }),
      card('ana', 'Ponder', { price: '1.00' }),
      card('bruno', 'Opt', { price: '1.00' }),
      card('bruno', 'Ponder', { price: 'ck' }),
      card('carla', 'Opt', { price: '0.75' }),
      card('carla', 'Ponder', { price: '0.75' }),
    ];
    const result = bestCombination(['Opt', 'Ponder'], cards, null);
    expect(ranking(result)).toEqual(['bruno: Opt, Ponder']);
    expect(result.steps[0]!.total).toBe(1);
    expect(bestCombination(['Opt', 'Ponder'], cards.slice(0, 3), null).steps[0]!.total).toBe(1.5);
  });

  it('more names beat nearness; nearness beats price; user name settles the rest', () => {
    const cards = [
      card('zoe', 'Opt', at(LA_PLATA)),
      card('yago', 'Opt', at(ROSARIO)),
      card('yago', 'Ponder', at(ROSARIO)),
      card('ximena', 'Duress', { ...at(LA_PLATA), price: '5.00' }),
      card('walter', 'Duress', at(ROSARIO)),
      card('vera', 'Negate', at(ROSARIO)),
      card('ursula', 'Negate', at(ROSARIO)),
    ];
    expect(
      ranking(bestCombination(['Opt', 'Ponder', 'Duress', 'Negate'], cards, LA_PLATA)),
    ).toEqual(['yago: Opt, Ponder', 'ximena: Duress', 'ursula: Negate']);
  });

  it('matches names without case or accents, and a face of a double-faced card', () => {
    const cards = [
      card('ana', 'Fable of the Mirror-Breaker // Reflection of Kiki-Jiki'),
      card('ana', 'Lim-Dûl’s Vault'),
      card('bruno', 'Fire // Ice'),
    ];
    const result = bestCombination(
      ['fable of the mirror breaker', 'LIM-DUL’S VAULT', 'Fire // Ice', 'Opt', 'opt'],
      cards,
      null,
    );
    expect(ranking(result)).toEqual([
      'ana: fable of the mirror breaker, LIM-DUL’S VAULT',
      'bruno: Fire // Ice',
    ]);
    // 'opt' is the same name as 'Opt': listed once.
    expect(result.uncovered).toEqual(['Opt']);
  });

  it('leaves out reserved cards and cards of no searched name', () => {
    const cards = [
      card('ana', 'Opt', { reserved: true }),
      card('bruno', 'Contrahechizo'),
      card('carla', 'Ponder'),
    ];
    const result = bestCombination(['Opt', 'Counterspell', 'Ponder'], cards, null);
    expect(ranking(result)).toEqual(['carla: Ponder']);
    expect(result.uncovered).toEqual(['Opt', 'Counterspell']);
  });

  it('answers nothing to cover when nothing was found', () => {
    expect(bestCombination(['Opt'], [], null)).toEqual({ steps: [], uncovered: ['Opt'] });
  });
});

describe('searchedIndexOf', () => {
  it('maps a card to the searched name by full name or either face', () => {
    const keys = new Map([
      ['reflection of kiki jiki', 0],
      ['fire // ice', 1],
    ]);
    expect(
      searchedIndexOf({ cardName: 'Fable of the Mirror-Breaker // Reflection of Kiki-Jiki' }, keys),
    ).toBe(0);
    expect(searchedIndexOf({ cardName: 'Fire / Ice' }, keys)).toBe(1);
    expect(searchedIndexOf({ cardName: 'Fire' }, keys)).toBeUndefined();
  });

  it('maps a card found by its Spanish name through the searched name the server gives', () => {
    const keys = new Map([['contrahechizo', 0]]);
    expect(searchedIndexOf({ cardName: 'Counterspell', searchedName: 'Contrahechizo' }, keys)).toBe(
      0,
    );
    expect(searchedIndexOf({ cardName: 'Counterspell' }, keys)).toBeUndefined();
  });
});
