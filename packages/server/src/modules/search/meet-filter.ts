import { MEET_IN_MY_CITY, type SearchMeet } from '@mdc/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { findProfileCityId } from '../accounts/index';
import type { MeetWhere } from '../places/index';

/**
 * Where a member's search looks for sellers ('Dónde', docs/product/meetings.md#search-by-meeting):
 * `city` is his profile's city (refused when it names none), else the place's id as sent; a place
 * nobody lists simply finds no one.
 */
export async function meetWhere(
  db: Database,
  userId: string,
  meet: SearchMeet | undefined,
): Promise<MeetWhere | undefined> {
  if (meet === undefined) return undefined;
  if (meet !== MEET_IN_MY_CITY) return { placeId: meet };
  const cityId = await findProfileCityId(db, userId);
  if (!cityId) throw AppError.of('meetNoCity');
  return { cityId };
}
