import { MEETING_SEARCH_TEXTS as M, type SellerPlace } from '@mdc/shared';
import type { ResultGroup } from './result-groups';

/**
 * The results by where their sellers meet (docs/product/meetings.md#search-by-meeting): one
 * group per place, under the place nearest the buyer of each seller ('En Estación Retiro: 3
 * vendedores, 41 cartas'), the most sellers first, then the most cards, then by name; sellers
 * who name no place, or whose record is not read yet, last ('Lugar a convenir').
 */
export function groupByPlace<Card extends object>(
  cards: readonly Card[],
  placeOf: (user: string) => SellerPlace | undefined,
): ResultGroup<Card>[] {
  const groups = new Map<string, { place?: SellerPlace; sellers: Set<string>; cards: Card[] }>();
  for (const card of cards) {
    const user =
      ('ownerUser' in card && typeof card.ownerUser === 'string' && card.ownerUser) || '';
    const place = user ? placeOf(user) : undefined;
    const key = place?.placeId ?? '';
    const group = groups.get(key) ?? { place, sellers: new Set(), cards: [] };
    group.sellers.add(user);
    group.cards.push(card);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort(
      (a, b) =>
        Number(!a.place) - Number(!b.place) ||
        b.sellers.size - a.sellers.size ||
        b.cards.length - a.cards.length ||
        (a.place?.name ?? '').localeCompare(b.place?.name ?? '', 'es'),
    )
    .map(({ place, sellers, cards: members }) => ({
      label: place
        ? M.placeGroup(place.name, sellers.size, members.length)
        : M.noPlaceGroup(sellers.size, members.length),
      cards: members,
    }));
}
