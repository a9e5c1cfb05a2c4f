import { describe, expect, it } from 'vitest';
import { aResultCard } from '../testing/result-cards';
import { tripPlan, type MeetingPlace } from './trip-plan';

const SATURDAY = 6;
const WEDNESDAY = 3;

const card = (ownerUser: string, cardName: string, more: Parameters<typeof aResultCard>[0] = {}) =>
  aResultCard({ ownerUser, cardName, ownerRegion: null, ownerCity: null, ...more });

const place = (placeId: string, days: number[], more: Partial<MeetingPlace> = {}) => ({
  placeId,
  name: placeId,
  region: null,
  city: null,
  days,
  hours: null,
  ...more,
});

const ones = (...names: string[]) => names.map((name) => ({ name, quantity: 1 }));

/** Each trip as 'place day: sellers'. */
const tripsOf = (plan: ReturnType<typeof tripPlan>) =>
  plan.trips.map(
    (trip) =>
      `${trip.place?.name ?? 'a convenir'} ${trip.day ?? '*'}: ${trip.steps.map((s) => s.user).join(', ')}`,
  );

describe('tripPlan', () => {
  it('counts two sellers at one place on one day as one trip', () => {
    const cards = [card('ana', 'Opt'), card('bruno', 'Ponder'), card('carla', 'Opt')];
    const places = new Map([
      ['ana', [place('Retiro', [SATURDAY])]],
      ['bruno', [place('Retiro', [SATURDAY])]],
      ['carla', [place('Tienda', [SATURDAY])]],
    ]);
    const plan = tripPlan(ones('Opt', 'Ponder'), cards, places, null);
    expect(tripsOf(plan)).toEqual(['Retiro 6: ana, bruno']);
    expect(plan.trips[0]!.copies).toBe(2);
    expect(plan.short).toEqual([]);
  });

  it('between trips that give as much, takes the one with fewer sellers to meet', () => {
    const cards = [card('ana', 'Opt'), card('bruno', 'Ponder'), card('dario', 'Opt')];
    const places = new Map([
      ['ana', [place('Retiro', [SATURDAY])]],
      ['bruno', [place('Retiro', [SATURDAY])]],
      ['dario', [place('Tienda', [SATURDAY])]],
    ]);
    const plan = tripPlan(ones('Opt', 'Ponder'), [...cards, card('dario', 'Ponder')], places, null);
    expect(tripsOf(plan)).toEqual(['Tienda 6: dario']);
  });

  it('makes the same place on two weekdays two trips', () => {
    const cards = [card('ana', 'Opt'), card('bruno', 'Ponder')];
    const places = new Map([
      ['ana', [place('Retiro', [SATURDAY])]],
      ['bruno', [place('Retiro', [WEDNESDAY])]],
    ]);
    const plan = tripPlan(ones('Opt', 'Ponder'), cards, places, null);
    expect(tripsOf(plan)).toEqual(['Retiro 3: bruno', 'Retiro 6: ana']);
  });

  it('joins a seller who meets at a place on any day to that place’s trip', () => {
    const cards = [card('ana', 'Opt'), card('bruno', 'Ponder'), card('carla', 'Brainstorm')];
    const places = new Map([
      ['ana', [place('Retiro', [SATURDAY])]],
      ['bruno', [place('Retiro', [])]],
      ['carla', [place('Retiro', [WEDNESDAY])]],
    ]);
    const plan = tripPlan(ones('Opt', 'Ponder', 'Brainstorm'), cards, places, null);
    expect(tripsOf(plan)).toEqual(['Retiro 3: bruno, carla', 'Retiro 6: ana']);
  });

  it('makes a seller who names no place a trip of his own', () => {
    const cards = [card('ana', 'Opt'), card('eva', 'Ponder')];
    const places = new Map([['ana', [place('Retiro', [SATURDAY])]]]);
    const plan = tripPlan(ones('Opt', 'Ponder'), cards, places, null);
    expect(tripsOf(plan)).toEqual(['Retiro 6: ana', 'a convenir *: eva']);
  });

  it('says what no seller has, with the copies a deck wants', () => {
    const cards = [
      card('ana', 'Lightning Bolt', { available: 3 }),
      card('bruno', 'Lightning Bolt', { available: 2 }),
    ];
    const places = new Map([
      ['ana', [place('Retiro', [SATURDAY])]],
      ['bruno', [place('Retiro', [SATURDAY])]],
    ]);
    const wanted = [
      { name: 'Lightning Bolt', quantity: 4 },
      { name: 'Force of Will', quantity: 2 },
    ];
    const plan = tripPlan(wanted, cards, places, null);
    expect(tripsOf(plan)).toEqual(['Retiro 6: ana, bruno']);
    expect(plan.trips[0]!.copies).toBe(4);
    expect(plan.short).toEqual([{ name: 'Force of Will', wanted: 2, missing: 2 }]);
  });

  it('breaks ties by the buyer’s city, then fewer sellers, then price, then place', () => {
    const near = { region: 'Buenos Aires', city: 'La Plata' };
    const cards = [
      card('ana', 'Opt', { price: '1.00' }),
      card('bruno', 'Opt', { price: '0.10' }),
      card('carla', 'Opt', { price: '0.50' }),
    ];
    const places = new Map([
      ['ana', [place('Plaza Moreno', [SATURDAY], near)]],
      ['bruno', [place('Retiro', [SATURDAY], { region: 'Buenos Aires', city: 'CABA' })]],
      ['carla', [place('Obelisco', [SATURDAY], { region: 'Buenos Aires', city: 'CABA' })]],
    ]);
    expect(tripsOf(tripPlan(ones('Opt'), cards, places, near))).toEqual(['Plaza Moreno 6: ana']);
    expect(tripsOf(tripPlan(ones('Opt'), cards, places, null))).toEqual(['Retiro 6: bruno']);
    const same = [card('zoe', 'Opt'), card('abel', 'Opt')];
    const twin = new Map([
      ['zoe', [place('B', [SATURDAY])]],
      ['abel', [place('A', [SATURDAY])]],
    ]);
    expect(tripsOf(tripPlan(ones('Opt'), same, twin, null))).toEqual(['A 6: abel']);
    expect(tripsOf(tripPlan(ones('Opt'), [...same].reverse(), twin, null))).toEqual(['A 6: abel']);
  });

  it('takes each copy once, even from a seller met at two trips', () => {
    const cards = [card('ana', 'Opt', { available: 1 }), card('bruno', 'Ponder')];
    const places = new Map([
      ['ana', [place('Retiro', [SATURDAY]), place('Tienda', [WEDNESDAY])]],
      ['bruno', [place('Tienda', [WEDNESDAY])]],
    ]);
    const plan = tripPlan([{ name: 'Opt', quantity: 2 }, ...ones('Ponder')], cards, places, null);
    expect(tripsOf(plan)).toEqual(['Tienda 3: ana, bruno']);
    expect(plan.short).toEqual([{ name: 'Opt', wanted: 2, missing: 1 }]);
  });
});
