import { sql, type SQL } from 'drizzle-orm';
import { places, userPlaces } from '../../db/schema/index';

/** Where a searcher wants to meet: anywhere in a city, or at one place. */
export type MeetWhere = { cityId: string } | { placeId: string };

/**
 * The ids of the members who list a place in that city, or that place, as a subquery the search
 * reads inside its one statement (find-offers.ts): a place a moderator removed counts for no one.
 */
export function membersWhoMeet(where: MeetWhere): SQL {
  const at =
    'cityId' in where ? sql`p.city_id = ${where.cityId}` : sql`p.id = ${where.placeId}::uuid`;
  return sql`select up.user_id from ${userPlaces} up join ${places} p on p.id = up.place_id
    where ${at} and p.removed_at is null`;
}
