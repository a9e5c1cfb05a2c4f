import { normalizeCardName, SEARCH_RESULTS_TEXTS as T } from '@mdc/shared';

/**
 * How the results are laid out (docs/product/search.md#results): as they came, by province, by
 * seller.
 */
export type ResultGrouping = 'none' | 'region' | 'user';

/** What grouping reads of a card; anonymous results have no owner user. */
interface GroupableCard {
  cardName: string;
  ownerRegion: string | null;
  ownerUser?: string | null;
}

export interface ResultGroup<Card> {
  /** The province or user, 'Sin datos' when the card lacks it; null when not grouped. */
  label: string | null;
  cards: Card[];
}

// Each card's name normalized once, not once per keystroke (thousands of results on a phone).
const plainNames = new WeakMap<GroupableCard, string>();
function plainNameOf(card: GroupableCard): string {
  let plain = plainNames.get(card);
  if (plain === undefined) {
    plain = normalizeCardName(card.cardName);
    plainNames.set(card, plain);
  }
  return plain;
}

/** Name filter: a case-, accent- and punctuation-insensitive substring of the card's name. */
export function filterResults<Card extends GroupableCard>(cards: readonly Card[], name: string) {
  const wanted = normalizeCardName(name);
  if (wanted === '') return [...cards];
  return cards.filter((card) => plainNameOf(card).includes(wanted));
}

const labelOf = (card: GroupableCard, grouping: ResultGrouping) =>
  (grouping === 'region' ? card.ownerRegion : card.ownerUser)?.trim() || T.noData;

/** Groups in alphabetical order of their label, 'Sin datos' last; cards keep their order. */
export function groupResults<Card extends GroupableCard>(
  cards: readonly Card[],
  grouping: ResultGrouping,
): ResultGroup<Card>[] {
  if (grouping === 'none') return [{ label: null, cards: [...cards] }];
  const groups = new Map<string, Card[]>();
  for (const card of cards) {
    const label = labelOf(card, grouping);
    const members = groups.get(label) ?? [];
    members.push(card);
    groups.set(label, members);
  }
  const labels = [...groups.keys()].sort((a, b) =>
    a === T.noData ? 1 : b === T.noData ? -1 : a.localeCompare(b, 'es'),
  );
  return labels.map((label) => ({ label, cards: groups.get(label) ?? [] }));
}

/**
 * One page of `size` cards across the groups (page kept between 1 and the last), each group cut
 * to its cards on that page, so a 3000-card answer puts at most `size` tiles on the screen.
 */
export function pageOfGroups<Card>(
  groups: readonly ResultGroup<Card>[],
  page: number,
  size: number,
) {
  const count = groups.reduce((sum, group) => sum + group.cards.length, 0);
  const pages = Math.max(1, Math.ceil(count / size));
  const current = Math.min(Math.max(1, page), pages);
  let skip = (current - 1) * size;
  let room = size;
  const shown: ResultGroup<Card>[] = [];
  for (const group of groups) {
    if (room === 0) break;
    if (skip >= group.cards.length) {
      skip -= group.cards.length;
      continue;
    }
    const cards = group.cards.slice(skip, skip + room);
    skip = 0;
    room -= cards.length;
    shown.push({ label: group.label, cards });
  }
  return { page: current, pages, groups: shown };
}
