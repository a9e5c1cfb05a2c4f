import type { SellerRecord } from '@mdc/shared';
import type { Database } from '../../db/client';
import { findUserIdsByName } from '../accounts/index';
import { sellerPlacesOf } from '../places/index';
import { findReputationsByName } from '../reservations/index';

/**
 * The records of a member's result sellers (`POST /search/sellers`): each seller's record as a
 * trading party and where he meets to trade, with the places' province and city named.
 */
export async function findSellerRecords(db: Database, names: string[]): Promise<SellerRecord[]> {
  const [reputations, ids] = await Promise.all([
    findReputationsByName(db, names),
    findUserIdsByName(db, names),
  ]);
  const places = await sellerPlacesOf(db, [...ids.values()]);
  return reputations.map((reputation) => {
    const id = ids.get(reputation.user);
    return { ...reputation, places: (id && places.get(id)) || [] };
  });
}
