import {
  ACCOUNT_MESSAGES,
  MEETING_PLACE_MESSAGES,
  placeNameKey,
  weekdaysIn,
  type meetingPlacesInputSchema,
  type MemberPlace,
} from '@mdc/shared';
import { and, eq, not, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { anyOf, type Database } from '../../db/client';
import { places, userPlaces } from '../../db/schema/index';
import { AppError } from '../../errors';
import { placeFromLists } from '../geo/index';
import { listMemberPlaces } from './member-places';

export type MeetingPlacesChange = z.output<typeof meetingPlacesInputSchema>;
type Entry = MeetingPlacesChange[number];

const sameCityKey = (entry: Entry) => `${entry.cityId} ${placeNameKey(entry.name)}`;

/**
 * Refusals found before any write, each naming its entry's field ('2.cityId'): a province or
 * city not on the georef lists the server holds (as the profile's, geo/place-names.ts), and the
 * same place twice in the list.
 */
async function checkEntries(db: Database, entries: MeetingPlacesChange): Promise<void> {
  const seen = new Set<string>();
  for (const [index, entry] of entries.entries()) {
    const { regionId, cityId } = entry;
    const answer = await placeFromLists(db, { region: '', regionId, city: '', cityId });
    if ('unknown' in answer) {
      const message =
        answer.unknown === 'regionId'
          ? ACCOUNT_MESSAGES.regionIdInvalid
          : ACCOUNT_MESSAGES.cityIdInvalid;
      throw AppError.of('validation', message, `${index}.${answer.unknown}`);
    }
    const key = sameCityKey(entry);
    if (seen.has(key)) {
      throw AppError.of('validation', MEETING_PLACE_MESSAGES.repeated, `${index}.name`);
    }
    seen.add(key);
  }
}

/**
 * The shared place of each entry, made when nobody named it in that city yet (then its kind and
 * name are this member's), in one statement. The no-op update returns the row another member
 * made, even one whose transaction committed a moment ago; it locks the rows in key order, as
 * every save does, so two members saving the same places never wait on each other in a circle.
 */
async function sharedPlaces(tx: Database, entries: MeetingPlacesChange, now: Date) {
  if (!entries.length) return [];
  const inKeyOrder = [...entries].sort((a, b) => (sameCityKey(a) < sameCityKey(b) ? -1 : 1));
  const rows = await tx
    .insert(places)
    .values(
      inKeyOrder.map((entry) => ({
        kind: entry.kind,
        name: entry.name,
        nameKey: placeNameKey(entry.name),
        regionId: entry.regionId,
        cityId: entry.cityId,
        createdAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [places.cityId, places.nameKey],
      set: { nameKey: sql`excluded.name_key` },
    })
    .returning({
      id: places.id,
      cityId: places.cityId,
      nameKey: places.nameKey,
      removedAt: places.removedAt,
    });
  const byKey = new Map(rows.map((row) => [`${row.cityId} ${row.nameKey}`, row]));
  return entries.map((entry, index) => {
    const row = byKey.get(sameCityKey(entry))!;
    if (row.removedAt) throw AppError.of('placeRemoved', undefined, `${index}.name`);
    return row.id;
  });
}

/**
 * PUT /api/user/places: the member's list becomes `entries`, in one transaction. Each entry
 * joins the place of the same name in its city, or makes it; his links to the places he left
 * go (the places stay, hidden from the lists once nobody meets there). `days` not sent are read
 * from the hours he wrote. Answers the saved list.
 */
export async function saveMemberPlaces(
  db: Database,
  userId: string,
  entries: MeetingPlacesChange,
  now: Date,
): Promise<MemberPlace[]> {
  await checkEntries(db, entries);
  await db.transaction(async (tx) => {
    // One member's saves one after the other: two at once would mix their lists.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`places:${userId}`}, 0))`);
    const placeIds = await sharedPlaces(tx, entries, now);
    await tx
      .delete(userPlaces)
      .where(and(eq(userPlaces.userId, userId), not(anyOf(userPlaces.placeId, placeIds))));
    if (!entries.length) return;
    await tx
      .insert(userPlaces)
      .values(
        entries.map((entry, position) => ({
          userId,
          placeId: placeIds[position]!,
          position,
          details: entry.details,
          hours: entry.hours,
          days: [...(entry.days ?? weekdaysIn(entry.hours))].sort((a, b) => a - b),
          createdAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [userPlaces.userId, userPlaces.placeId],
        set: {
          position: sql`excluded.position`,
          details: sql`excluded.details`,
          hours: sql`excluded.hours`,
          days: sql`excluded.days`,
        },
      });
  });
  return listMemberPlaces(db, userId);
}
