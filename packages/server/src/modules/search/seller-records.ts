import type { SellerPlace, SellerRecord } from '@mdc/shared';
import type { Database } from '../../db/client';
import { findUserIdsByName } from '../accounts/index';
import { placeNamesById } from '../geo/index';
import { placesOfMembers } from '../places/index';
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
  const places = await placesOfMembers(db, [...ids.values()]);
  const named = await placeNamesById(db, [...places.values()].flat());
  return reputations.map((reputation) => {
    const id = ids.get(reputation.user);
    const own = (id && places.get(id)) || [];
    return {
      ...reputation,
      places: own.map((place): SellerPlace => ({
        ...place,
        ...(named.get(`${place.regionId}|${place.cityId}`) ?? { region: null, city: null }),
      })),
    };
  });
}
