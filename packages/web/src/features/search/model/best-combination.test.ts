import { describe, expect, it } from 'vitest';
import { aResultCard } from '../testing/result-cards';
import { bestCombination } from './best-combination';
import { searchedIndexOf } from './combination-lines';

const LA_PLATA = { region: 'Buenos Aires', city: 'La Plata' };
const ROSARIO = { region: 'Santa Fe', city: 'Rosario' };
const CORDOBA = { region: 'Córdoba', city: 'Córdoba' };

const at = (place: { region: string; city: string }) => ({
  ownerRegion: place.region,
  ownerCity: place.city,
});

const card = (ownerUser: string, cardName: string, more: Parameters<typeof aResultCard>[0] = {}) =>
  aResultCard({ ownerUser, cardName, ownerRegion: null, ownerCity: null, ...more });

/** One copy of each name. */
const ones = (...names: string[]) => names.map((name) => ({ name, quantity: 1 }));

/** Each step as 'user: names', a name's copies before it when more than one. */
const ranking = (result: ReturnType<typeof bestCombination>) =>
  result.steps.map(
    (step) =>
      `${step.user}: ${step.names
        .map(({ name, copies, wanted }) =>
          copies === 1 && wanted === 1 ? name : `${copies}/${wanted} ${name}`,
        )
        .join(', ')}`,
  );

/** What is short, as 'missing name'. */
const shortOf = (result: ReturnType<typeof bestCombination>) =>
  result.short.map(({ name, missing }) => `${missing} ${name}`);

describe('bestCombination by names (one copy each)', () => {
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
      ones('Opt', 'Ponder', 'Brainstorm', 'Counterspell', 'Force of Will'),
      cards,
      null,
    );
    expect(ranking(result)).toEqual(['bruno: Opt, Ponder, Brainstorm', 'carla: Counterspell']);
    expect(shortOf(result)).toEqual(['1 Force of Will']);
    expect(result.steps[1]!.takes.map((take) => take.card.cardName)).toEqual(['Counterspell']);
  });

  it('breaks a tie by the buyer’s city, then province, then the lower total', () => {
    const cards = [
      card('elsewhere', 'Opt', { ...at(CORDOBA), price: '0.10' }),
      card('province', 'Opt', { ownerRegion: 'Buenos Aires', ownerCity: 'Quilmes' }),
      card('city', 'Opt', { ownerRegion: 'buenos aires', ownerCity: 'LA PLATA', price: '9.00' }),
    ];
    expect(ranking(bestCombination(ones('Opt'), cards, LA_PLATA))).toEqual(['city: Opt']);
    expect(ranking(bestCombination(ones('Opt'), cards.slice(0, 2), LA_PLATA))).toEqual([
      'province: Opt',
    ]);
    // No profile: the cheapest wins.
    expect(ranking(bestCombination(ones('Opt'), cards, null))).toEqual(['elsewhere: Opt']);
  });

  it('prefers the lower price of the copies gained, each name’s cheapest, ck left out', () => {
    const cards = [
      card('ana', 'Opt', { price: '3.00' }),
      card('ana', 'Opt', { price: '0.50' }),
      card('ana', 'Ponder', { price: '1.00' }),
      card('bruno', 'Opt', { price: '1.00' }),
      card('bruno', 'Ponder', { price: 'ck' }),
      card('carla', 'Opt', { price: '0.75' }),
      card('carla', 'Ponder', { price: '0.75' }),
    ];
    const result = bestCombination(ones('Opt', 'Ponder'), cards, null);
    expect(ranking(result)).toEqual(['bruno: Opt, Ponder']);
    expect(result.steps[0]!.total).toBe(1);
    const ana = bestCombination(ones('Opt', 'Ponder'), cards.slice(0, 3), null).steps[0]!;
    expect(ana.total).toBe(1.5);
    expect(ana.takes.map((take) => take.card.price)).toEqual(['0.50', '1.00']);
  });

  it('more copies beat nearness; nearness beats price; user name settles the rest', () => {
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
      ranking(bestCombination(ones('Opt', 'Ponder', 'Duress', 'Negate'), cards, LA_PLATA)),
    ).toEqual(['yago: Opt, Ponder', 'ximena: Duress', 'ursula: Negate']);
  });

  it('matches names without case or accents, and a face of a double-faced card', () => {
    const cards = [
      card('ana', 'Fable of the Mirror-Breaker // Reflection of Kiki-Jiki'),
      card('ana', 'Lim-Dûl’s Vault'),
      card('bruno', 'Fire // Ice'),
    ];
    const result = bestCombination(
      ones('fable of the mirror breaker', 'LIM-DUL’S VAULT', 'Fire // Ice', 'Opt', 'opt'),
      cards,
      null,
    );
    expect(ranking(result)).toEqual([
      'ana: fable of the mirror breaker, LIM-DUL’S VAULT',
      'bruno: Fire // Ice',
    ]);
    // 'opt' is the same name as 'Opt': listed once, its copies added up.
    expect(shortOf(result)).toEqual(['2 Opt']);
  });

  it('leaves out reserved cards and cards of no searched name', () => {
    const cards = [
      card('ana', 'Opt', { reserved: true, available: 0 }),
      card('bruno', 'Contrahechizo'),
      card('carla', 'Ponder'),
    ];
    const result = bestCombination(ones('Opt', 'Counterspell', 'Ponder'), cards, null);
    expect(ranking(result)).toEqual(['carla: Ponder']);
    expect(shortOf(result)).toEqual(['1 Opt', '1 Counterspell']);
  });

  it('answers nothing to cover when nothing was found', () => {
    expect(bestCombination(ones('Opt'), [], null)).toEqual({
      steps: [],
      short: [{ name: 'Opt', wanted: 1, missing: 1 }],
    });
  });
});

describe('bestCombination by copies', () => {
  const four = (name: string) => ({ name, quantity: 4 });

  it('takes a name’s copies from several sellers when no one has them all', () => {
    const cards = [
      card('ana', 'Faerie Seer', { quantity: 2, available: 2, price: '1.00' }),
      card('ana', 'Ponder', { quantity: 4, available: 4 }),
      card('bruno', 'Faerie Seer', { quantity: 3, available: 3, price: '0.50' }),
    ];
    const result = bestCombination([four('Faerie Seer'), four('Ponder')], cards, null);
    // ana gives 6 of the 8 copies, bruno 3: after them the cheapest copies are taken first.
    expect(ranking(result)).toEqual(['ana: 1/4 Faerie Seer, 4/4 Ponder', 'bruno: 3/4 Faerie Seer']);
    expect(result.short).toEqual([]);
    expect(result.steps[1]!.takes).toEqual([{ card: cards[2], copies: 3 }]);
    expect(result.steps[0]!.total).toBe(5);
  });

  it('says what the market cannot cover', () => {
    const cards = [
      card('ana', 'Counterspell', { quantity: 1, available: 1 }),
      card('bruno', 'Counterspell', { quantity: 3, available: 1 }),
    ];
    const result = bestCombination([four('Counterspell')], cards, null);
    expect(ranking(result)).toEqual(['ana: 1/4 Counterspell', 'bruno: 1/4 Counterspell']);
    expect(result.short).toEqual([{ name: 'Counterspell', wanted: 4, missing: 2 }]);
  });

  it('counts only the free copies of a line partly reserved', () => {
    const cards = [
      card('ana', 'Opt', { quantity: 4, available: 1, price: '0.10' }),
      card('bruno', 'Opt', { quantity: 2, available: 2, price: '5.00' }),
    ];
    const result = bestCombination([{ name: 'Opt', quantity: 2 }], cards, null);
    expect(ranking(result)).toEqual(['bruno: 2/2 Opt']);
  });

  it('prefers one seller with every copy to two cheaper ones', () => {
    const cards = [
      card('ana', 'Opt', { quantity: 2, available: 2, price: '0.10' }),
      card('bruno', 'Opt', { quantity: 2, available: 2, price: '0.10' }),
      card('carla', 'Opt', { quantity: 4, available: 4, price: '3.00' }),
    ];
    const result = bestCombination([four('Opt')], cards, null);
    expect(ranking(result)).toEqual(['carla: 4/4 Opt']);
    expect(result.steps[0]!.total).toBe(12);
  });

  it('spares a chosen seller once the cheaper copies of the others cover his', () => {
    // ana has most (3) and is chosen first; bruno, carla and diego each bring one name she lacks,
    // and cheaper copies of hers: she is left with nothing to give, and is no step.
    const cards = [
      card('ana', 'Opt', { price: '5.00' }),
      card('ana', 'Ponder', { price: '5.00' }),
      card('ana', 'Brainstorm', { price: '5.00' }),
      card('bruno', 'Opt', { price: '0.10' }),
      card('bruno', 'Duress'),
      card('carla', 'Ponder', { price: '0.10' }),
      card('carla', 'Negate'),
      card('diego', 'Brainstorm', { price: '0.10' }),
      card('diego', 'Thoughtseize'),
    ];
    const names = ones('Opt', 'Ponder', 'Brainstorm', 'Duress', 'Negate', 'Thoughtseize');
    const result = bestCombination(names, cards, null);
    expect(ranking(result)).toEqual([
      'bruno: Opt, Duress',
      'carla: Ponder, Negate',
      'diego: Brainstorm, Thoughtseize',
    ]);
    expect(result.short).toEqual([]);
  });

  it('breaks ties the same way whatever the order of the results', () => {
    const cards = [
      card('bruno', 'Opt', { quantity: 2, available: 2 }),
      card('ana', 'Opt', { quantity: 2, available: 2 }),
    ];
    const forward = bestCombination([four('Opt')], cards, null);
    const backward = bestCombination([four('Opt')], [...cards].reverse(), null);
    expect(ranking(forward)).toEqual(['ana: 2/4 Opt', 'bruno: 2/4 Opt']);
    expect(ranking(backward)).toEqual(ranking(forward));
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
