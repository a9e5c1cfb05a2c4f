import type { ArsRate, ResultCard, SearchItem } from '@mdc/shared';
import {
  allocate,
  cheaperFirst,
  freeCopies,
  listNames,
  nearness,
  sellersOf,
  shortagesOf,
  stepsOf,
  type Buyer,
  type Seller,
  type SellerStep,
  type Shortage,
} from './combination-lines';

/**
 * 'Mejor combinación' by trips (docs/product/search.md#results): what costs a buyer is going
 * somewhere, not the number of people met there. A trip is one place on one weekday; every
 * seller who meets at that place that day is met on the same trip. Greedy, as by sellers: the
 * next trip is the one whose sellers together hold the most copies still missing; ties go to a
 * place in the buyer's city, then province, then to fewer sellers, then to the lower price,
 * then to a named place, then by place and day (so the plan never depends on the order of the results). A seller who
 * names no place is a trip of his own ('a convenir'); a place listed without days joins that
 * place's trip on any day. Once the trips are chosen, each name takes its copies from their
 * sellers' cheapest lines, which may spare a seller or a whole trip.
 */

/** A place where a seller meets, as the trip plan needs it. */
export interface MeetingPlace {
  placeId: string;
  name: string;
  region: string | null;
  city: string | null;
  /** Weekdays the seller is there (0 Sunday … 6 Saturday); empty: any day, to agree. */
  days: readonly number[];
  hours: string | null;
}

export interface Trip {
  /** null: a seller who names no place (where and when to agree with him). */
  place: MeetingPlace | null;
  /** null: any day. */
  day: number | null;
  /** The sellers met, each with what he gives. */
  steps: SellerStep[];
  copies: number;
  total: number;
}

export interface TripPlan {
  trips: Trip[];
  short: Shortage[];
}

interface Meeting {
  key: string;
  place: MeetingPlace | null;
  day: number | null;
  sellers: Seller[];
}

/** Every place-and-day where some sellers can be met together. */
function meetingsOf(
  sellers: readonly Seller[],
  placesOf: ReadonlyMap<string, readonly MeetingPlace[]>,
): Meeting[] {
  const meetings = new Map<string, Meeting>();
  const add = (key: string, place: MeetingPlace | null, day: number | null, seller: Seller) => {
    const meeting = meetings.get(key) ?? { key, place, day, sellers: [] };
    if (!meeting.sellers.includes(seller)) meeting.sellers.push(seller);
    meetings.set(key, meeting);
  };
  const anyDay: [string, Seller][] = [];
  for (const seller of sellers) {
    const places = placesOf.get(seller.user) ?? [];
    if (places.length === 0) add(`~${seller.user}`, null, null, seller);
    for (const place of places) {
      if (place.days.length === 0) {
        add(`${place.placeId}|`, place, null, seller);
        anyDay.push([place.placeId, seller]);
      }
      for (const day of place.days) add(`${place.placeId}|${day}`, place, day, seller);
    }
  }
  for (const meeting of meetings.values()) {
    if (meeting.day === null || !meeting.place) continue;
    for (const [placeId, seller] of anyDay)
      if (placeId === meeting.place.placeId && !meeting.sellers.includes(seller))
        meeting.sellers.push(seller);
  }
  return [...meetings.values()];
}

interface Candidate {
  meeting: Meeting;
  gained: number;
  near: number;
  /** Sellers who give something. */
  people: number;
  cost: number;
}

/** What a meeting's free sellers would give together: each name from their cheapest lines. */
function candidateOf(
  meeting: Meeting,
  met: ReadonlySet<Seller>,
  missing: readonly number[],
  buyer: Buyer | null,
): Candidate {
  const free = meeting.sellers.filter((seller) => !met.has(seller));
  const givers = new Set<Seller>();
  let gained = 0;
  let cost = 0;
  missing.forEach((wanted, index) => {
    const lines = free
      .flatMap((seller) => (seller.byName.get(index) ?? []).map((line) => ({ seller, line })))
      .sort((a, b) => cheaperFirst(a.line, b.line));
    let left = wanted;
    for (const { seller, line } of lines) {
      if (left <= 0) break;
      const copies = Math.min(freeCopies(line.card), left);
      givers.add(seller);
      gained += copies;
      cost += copies * (line.price ?? 0);
      left -= copies;
    }
  });
  const where = meeting.place ?? free[0];
  const near = where ? nearness(where, buyer) : 0;
  return { meeting, gained, near, people: givers.size, cost };
}

const better = (a: Candidate, b: Candidate) =>
  a.gained - b.gained ||
  a.near - b.near ||
  b.people - a.people ||
  b.cost - a.cost ||
  Number(a.meeting.place !== null) - Number(b.meeting.place !== null) ||
  (a.meeting.key < b.meeting.key ? 1 : a.meeting.key > b.meeting.key ? -1 : 0);

export function tripPlan(
  wanted: readonly SearchItem[],
  cards: readonly ResultCard[],
  placesOf: ReadonlyMap<string, readonly MeetingPlace[]>,
  buyer: Buyer | null,
  rate: ArsRate | null = null,
): TripPlan {
  const { keys, names, copiesWanted } = listNames(wanted);
  const meetings = meetingsOf(sellersOf(cards, keys, rate), placesOf);
  const missing = [...copiesWanted];
  const met = new Set<Seller>();
  const chosen: { meeting: Meeting; sellers: Seller[] }[] = [];
  for (;;) {
    const best = meetings
      .map((meeting) => candidateOf(meeting, met, missing, buyer))
      .reduce<Candidate | null>((top, next) => (top && better(top, next) >= 0 ? top : next), null);
    if (!best || best.gained === 0) break;
    const sellers = best.meeting.sellers.filter((seller) => !met.has(seller));
    const { given } = allocate(sellers, missing);
    const givers = sellers.filter((seller) => given.has(seller));
    for (const byName of given.values())
      for (const [index, takes] of byName)
        for (const { copies } of takes) missing[index]! -= copies;
    for (const seller of givers) met.add(seller);
    chosen.push({ meeting: best.meeting, sellers: givers });
  }
  // Every chosen seller's copies again, cheapest first over all trips: a trip may end up spared.
  const everyone = chosen.flatMap(({ sellers }) => sellers);
  const { given, missing: short } = allocate(everyone, copiesWanted);
  const trips = chosen.flatMap(({ meeting, sellers }): Trip[] => {
    const steps = stepsOf(sellers, given, names).sort(
      (a, b) => b.copies - a.copies || (a.user < b.user ? -1 : 1),
    );
    if (steps.length === 0) return [];
    return [
      {
        place: meeting.place,
        day: meeting.day,
        steps,
        copies: steps.reduce((sum, step) => sum + step.copies, 0),
        total: Math.round(steps.reduce((sum, step) => sum + step.total, 0) * 100) / 100,
      },
    ];
  });
  return { trips, short: shortagesOf(names, short) };
}
