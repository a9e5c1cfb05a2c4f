import { usdOfLine, type ArsRate, type LibraryCard } from '@mdc/shared';
import { cardTypeGroup, compareTypeGroups } from './card-type-group';
import { plainText } from './plain-text';

/** What the visitor chose to see: the page's filters, price order and grouping. */
export type FoilFilter = 'all' | 'foil' | 'nonfoil';
export type PriceSort = 'none' | 'asc' | 'desc';
export interface CardViewOptions {
  name: string;
  foil: FoilFilter;
  sort: PriceSort;
  groupByType: boolean;
}

/** Name: case- and accent-insensitive substring. Foil: all, foils only, or non-foils only. */
export function filterCards(
  cards: readonly LibraryCard[],
  options: CardViewOptions,
): LibraryCard[] {
  const name = plainText(options.name.trim());
  return cards.filter(
    (card) =>
      (options.foil === 'all' || card.foil === (options.foil === 'foil')) &&
      (name === '' || plainText(card.cardName).includes(name)),
  );
}

/**
 * By price in dollars of the day (pesos at `rate`), either way; cards priced by reference ('ck'),
 * and pesos without a rate, always go last. Ties keep their order.
 */
export function sortByPrice(
  cards: readonly LibraryCard[],
  sort: PriceSort,
  rate: ArsRate | null,
): LibraryCard[] {
  if (sort === 'none') return [...cards];
  const sign = sort === 'asc' ? 1 : -1;
  return [...cards].sort((a, b) => {
    const x = usdOfLine(a.price, rate);
    const y = usdOfLine(b.price, rate);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return sign * (x - y);
  });
}

/**
 * The cards to show, in order: filtered, sorted, and when grouped, group after group (groups in
 * alphabetical order, the chosen order inside each), so paging runs through the groups.
 */
export function viewCards(
  cards: readonly LibraryCard[],
  options: CardViewOptions,
  rate: ArsRate | null,
): LibraryCard[] {
  const sorted = sortByPrice(filterCards(cards, options), options.sort, rate);
  if (!options.groupByType) return sorted;
  const groups = new Map<string, LibraryCard[]>();
  for (const card of sorted) {
    const group = cardTypeGroup(card.type);
    const members = groups.get(group);
    if (members) members.push(card);
    else groups.set(group, [card]);
  }
  return [...groups.keys()].sort(compareTypeGroups).flatMap((group) => groups.get(group) ?? []);
}

export interface CardRun {
  /** The type group, or null when the cards are not grouped. */
  group: string | null;
  cards: LibraryCard[];
}

/** One page's cards cut where the type group changes, each run shown under its heading. */
export function runsOf(cards: readonly LibraryCard[], groupByType: boolean): CardRun[] {
  if (!groupByType) return [{ group: null, cards: [...cards] }];
  const runs: CardRun[] = [];
  for (const card of cards) {
    const group = cardTypeGroup(card.type);
    const last = runs.at(-1);
    if (last?.group === group) last.cards.push(card);
    else runs.push({ group, cards: [card] });
  }
  return runs;
}

/** Page `page` (kept between 1 and the number of pages, which is at least 1) of `size` items. */
export function pageOf<T>(items: readonly T[], page: number, size: number) {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { page: current, pages, items: items.slice((current - 1) * size, current * size) };
}
