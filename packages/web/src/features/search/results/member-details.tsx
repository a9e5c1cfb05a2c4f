import {
  CK_PRICE,
  MEETING_SEARCH_TEXTS as M,
  SEARCH_RESULTS_TEXTS as T,
  type ResultCard,
} from '@mdc/shared';
import type { ReactNode } from 'react';
import type { PriceLookup } from '../../../components/reference-price/price-lookup';
import { ReferencePriceButton } from '../../../components/reference-price/reference-price-button';
import { PriceText } from '../../../components/price/price-text';
import type { SellerRecords } from '../api/get-seller-records';
import { SellerPlaces } from './seller-places';
import { SellerRecord } from './seller-record';

/**
 * The rows only a logged-in user sees: the seller, their record and where they meet, the seller's price ('ck'
 * follows the reference price: the reference-price control stands in for it), and the
 * reference price to compare.
 */
export function memberDetails(
  card: ResultCard,
  lookup: PriceLookup,
  records: SellerRecords,
): Array<[string, ReactNode]> {
  const control = <ReferencePriceButton card={card} id={card.id} lookup={lookup} />;
  const rows: Array<[string, ReactNode]> = [
    [T.owner, card.ownerUser ?? T.noData],
    [T.record, <SellerRecord user={card.ownerUser} records={records} />],
  ];
  if (records.byUser.has(card.ownerUser ?? '')) {
    rows.push([M.meets, <SellerPlaces user={card.ownerUser} records={records} />]);
  }
  if (card.price === CK_PRICE) return [...rows, [T.price, control]];
  rows.push([T.price, <PriceText price={card.price} ckText={CK_PRICE} />]);
  // Without a catalog printing there is nothing to compare with.
  return card.referenceId ? [...rows, [T.reference, control]] : rows;
}
