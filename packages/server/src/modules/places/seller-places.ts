import type { SellerPlace } from '@mdc/shared';
import type { Database } from '../../db/client';
import { placeNamesById } from '../geo/index';
import { placesOfMembers } from './places-of-members';

/**
 * Several members' meeting points as buyers read them (a search's sellers, a library's owner):
 * each member's in his order, with the province and city named (null where the lists do not know
 * the ids). Members who list none are not in the map.
 */
export async function sellerPlacesOf(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, SellerPlace[]>> {
  const places = await placesOfMembers(db, userIds);
  const named = await placeNamesById(db, [...places.values()].flat());
  const unnamed = { region: null, city: null };
  return new Map(
    [...places].map(([userId, own]) => [
      userId,
      own.map((place) => ({
        ...place,
        ...(named.get(`${place.regionId}|${place.cityId}`) ?? unnamed),
      })),
    ]),
  );
}
