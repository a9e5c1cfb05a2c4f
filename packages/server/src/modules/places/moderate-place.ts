import type { ModerationReport } from '@mdc/shared';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { anyOf, type Database } from '../../db/client';
import { places, userPlaces } from '../../db/schema/index';

/** The moderation's side of the meeting points (modules/moderation/actions.ts). */

/**
 * A moderator removes a place: it leaves every member's list and its name cannot be listed again
 * in its city. Answers its name and the members who listed it (to be told), or null when it was
 * removed already. Inside the action's transaction.
 */
export async function removePlace(
  tx: Database,
  placeId: string,
  now: Date,
): Promise<{ name: string; memberIds: string[] } | null> {
  const [place] = await tx
    .update(places)
    .set({ removedAt: now })
    .where(and(eq(places.id, placeId), isNull(places.removedAt)))
    .returning({ name: places.name });
  if (!place) return null;
  const links = await tx
    .delete(userPlaces)
    .where(eq(userPlaces.placeId, placeId))
    .returning({ userId: userPlaces.userId });
  return { name: place.name, memberIds: links.map((link) => link.userId) };
}

/** Undoes a removal: members may list the place again (nobody's list gets it back). */
export async function restorePlace(tx: Database, placeId: string): Promise<boolean> {
  const changed = await tx
    .update(places)
    .set({ removedAt: null })
    .where(and(eq(places.id, placeId), isNotNull(places.removedAt)))
    .returning({ id: places.id });
  return changed.length > 0;
}

export type ReportedPlace = NonNullable<ModerationReport['place']>;

/** The places reports name, by id, as the moderation screen shows them. */
export async function findPlaces(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, ReportedPlace>> {
  if (!ids.length) return new Map();
  const rows = await db.select().from(places).where(anyOf(places.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        kind: row.kind,
        regionId: row.regionId,
        cityId: row.cityId,
        removed: row.removedAt !== null,
      },
    ]),
  );
}

/**
 * Who lists a place, the earliest first: a report of the place names the member whose list the
 * reporter saw it in, or else the first who listed it. None: nobody lists it (or it was removed).
 */
export async function placeMembers(db: Database, placeId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: userPlaces.userId })
    .from(userPlaces)
    .where(eq(userPlaces.placeId, placeId))
    .orderBy(asc(userPlaces.createdAt), asc(userPlaces.userId));
  return rows.map((row) => row.userId);
}
