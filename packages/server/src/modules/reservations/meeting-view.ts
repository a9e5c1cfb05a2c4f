import {
  argentinaDay,
  meetingDayProblem,
  type ReservationMeeting,
  type SellerPlace,
} from '@mdc/shared';
import type { Database } from '../../db/client';
import { anyOf } from '../../db/client';
import { meetings } from '../../db/schema/index';
import { AppError } from '../../errors';
import { placeNamesById } from '../geo/index';
import { placesByIds, placesOfMembers } from '../places/index';

/**
 * A reservation's meeting as its parties read it
 * (docs/product/meetings.md#the-meeting-inside-the-reservation). The places are the places
 * module's (its face); their province and city named by geo's.
 */

export type MeetingRow = typeof meetings.$inferSelect;

/**
 * The refusal of a proposed place and day, or nothing: the place must be one of the seller's
 * (`places`), the day within the next days on its weekdays (Argentina's calendar).
 */
export function checkMeetingChoice(
  places: readonly SellerPlace[],
  choice: { placeId: string; day: string },
  now: Date,
): SellerPlace {
  const place = places.find((entry) => entry.placeId === choice.placeId);
  if (!place) throw AppError.of('meetingPlaceNotSellers', undefined, 'placeId');
  const problem = meetingDayProblem(choice.day, place.days, argentinaDay(now));
  if (problem === 'range') throw AppError.of('meetingDayOutOfRange', undefined, 'day');
  if (problem === 'weekday') throw AppError.of('meetingDayNotListed', undefined, 'day');
  return place;
}

/** The meeting rows of these ids. */
export async function findMeetings(
  db: Database,
  ids: readonly (string | null)[],
): Promise<MeetingRow[]> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (!wanted.length) return [];
  return db.select().from(meetings).where(anyOf(meetings.id, wanted));
}

/** Which side of the meeting the reader is. */
export const sideOf = (meeting: MeetingRow, userId: string) =>
  meeting.buyerId === userId ? 'buyer' : 'seller';

/**
 * The meetings as `readerId` (one of their parties) reads them, by meeting id: the place with
 * its seller's details and hours (empty when he no longer lists it), named.
 */
export async function meetingViews(
  db: Database,
  rows: readonly MeetingRow[],
  readerId: string,
): Promise<Map<string, ReservationMeeting>> {
  if (!rows.length) return new Map();
  const [basics, listed] = await Promise.all([
    placesByIds(
      db,
      rows.map((row) => row.placeId),
    ),
    placesOfMembers(db, [...new Set(rows.map((row) => row.sellerId))]),
  ]);
  const named = await placeNamesById(db, [...basics.values()]);
  const views = new Map<string, ReservationMeeting>();
  for (const row of rows) {
    const place = basics.get(row.placeId)!;
    const own = listed.get(row.sellerId)?.find((entry) => entry.placeId === row.placeId);
    const names = named.get(`${place.regionId}|${place.cityId}`);
    views.set(row.id, {
      meetingId: row.id,
      placeId: row.placeId,
      kind: place.kind,
      name: place.name,
      details: own?.details ?? '',
      hours: own?.hours ?? '',
      regionName: names?.region ?? null,
      cityName: names?.city ?? null,
      day: row.day,
      time: row.time,
      proposedBy: row.proposedBy,
      agreed: row.agreed,
      mine: row.proposedBy === sideOf(row, readerId),
    });
  }
  return views;
}
