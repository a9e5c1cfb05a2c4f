import type { MemberPlace } from '@mdc/shared';
import { asc, eq } from 'drizzle-orm';
import { anyOf, type Database } from '../../db/client';
import { places, userPlaces } from '../../db/schema/index';
import { memberPlaceFields } from './place-fields';

/**
 * Several members' meeting points at once (the sellers of a page of results), each member's in
 * his order. Members who list none are not in the map.
 */
export async function placesOfMembers(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, MemberPlace[]>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: userPlaces.userId, ...memberPlaceFields })
    .from(userPlaces)
    .innerJoin(places, eq(places.id, userPlaces.placeId))
    .where(anyOf(userPlaces.userId, [...userIds]))
    .orderBy(asc(userPlaces.userId), asc(userPlaces.position));
  const byMember = new Map<string, MemberPlace[]>();
  for (const { userId, ...place } of rows) {
    byMember.set(userId, [...(byMember.get(userId) ?? []), place]);
  }
  return byMember;
}
