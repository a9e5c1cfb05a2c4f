import { cardLanguageLabel, SEARCH_RESULTS_TEXTS as T, type PublicResultCard } from '@mdc/shared';
import type { ReactNode } from 'react';
import { DetailList } from '../../../components/detail-list';

/** Where the seller is: 'La Plata, Buenos Aires' ('Comuna 14, CABA'), either alone, or 'Sin datos'. */
export const placeOf = (card: Pick<PublicResultCard, 'ownerCity' | 'ownerRegion'>) =>
  [card.ownerCity, card.ownerRegion && T.shortRegion(card.ownerRegion)]
    .filter(Boolean)
    .join(', ') || T.noData;

/**
 * A result's details as label–value pairs (docs/product/search.md#results): set, language,
 * condition, foil, place, sale or trade, quantity; `extra` adds the logged-in rows (seller, price,
 * reference price).
 */
export function ResultDetails({
  card,
  extra = [],
}: {
  card: PublicResultCard;
  extra?: Array<[string, ReactNode]>;
}) {
  const details: Array<[string, ReactNode]> = [
    [T.set, card.setName ?? T.noData],
    [T.language, cardLanguageLabel(card.language)],
    [T.condition, card.condition],
    [T.foil, card.foil ? T.yes : T.no],
    [T.place, placeOf(card)],
    [T.transaction, T.operations(card.transactionTypes)],
    [T.quantity, T.quantityFree(card.quantity, card.available)],
    ...extra,
  ];
  return <DetailList details={details} />;
}
