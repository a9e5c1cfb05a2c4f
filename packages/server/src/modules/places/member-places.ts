import type { MemberPlace } from '@mdc/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { places, userPlaces } from '../../db/schema/index';
import { memberPlaceFields } from './place-fields';

/** A member's meeting points in his order: the shared place's id, kind and name, his details. */
export async function listMemberPlaces(db: Database, userId: string): Promise<MemberPlace[]> {
  return db
    .select(memberPlaceFields)
    .from(userPlaces)
    .innerJoin(places, eq(places.id, userPlaces.placeId))
    .where(eq(userPlaces.userId, userId))
    .orderBy(asc(userPlaces.position));
}

/**
 * A deleted account's meeting points leave every list at once, in the deletion's transaction:
 * the places stay (their ids do not change), counted one member fewer.
 */
export async function forgetMemberPlaces(db: Database, userId: string): Promise<void> {
  await db.delete(userPlaces).where(eq(userPlaces.userId, userId));
}
