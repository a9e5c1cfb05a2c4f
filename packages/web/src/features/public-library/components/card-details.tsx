import type { ReactNode } from 'react';
import { PUBLIC_LIBRARY_TEXTS as T, shownSetName, type LibraryCard } from '@mdc/shared';
import { DetailList } from '../../../components/detail-list';
import { PriceText } from '../../../components/price/price-text';

/**
 * A card's details as label–value pairs: set (for a card kept by name, what its line knows: 'LCI
 * #132'), language, condition, foil, quantity, price. A wanted list (buying) states no condition
 * or price, as the owner's own library page does.
 */
export function CardDetails({
  card,
  buying,
  inline = false,
}: {
  card: LibraryCard;
  buying: boolean;
  /** On one wrapping line (the list view) instead of a column (tiles). */
  inline?: boolean;
}) {
  const details: Array<[string, ReactNode]> = [
    [T.set, shownSetName(card) ?? T.noData],
    [T.language, card.language.toUpperCase()],
    ...(buying ? [] : ([[T.condition, card.condition]] as Array<[string, string]>)),
    [T.foil, card.foil ? T.yes : T.no],
    [T.quantity, String(card.quantity)],
    ...(buying
      ? []
      : ([[T.price, <PriceText price={card.price} ckText={T.ckPrice} />]] as Array<
          [string, ReactNode]
        >)),
  ];
  return <DetailList details={details} inline={inline} />;
}
