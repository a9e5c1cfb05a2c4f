import type { MeetingPlaceKind } from '@mdc/shared';
import type { Database } from '../../db/client';
import { anyOf } from '../../db/client';
import { places } from '../../db/schema/index';
import { placeFields } from './place-fields';

export interface PlaceBasics {
  placeId: string;
  kind: MeetingPlaceKind;
  name: string;
  regionId: string;
  cityId: string;
}

/**
 * Places by id, whoever lists them now (a reservation's meeting keeps naming a place its seller
 * stopped listing): the shared place's kind, name, province and city.
 */
export async function placesByIds(
  db: Database,
  placeIds: readonly string[],
): Promise<Map<string, PlaceBasics>> {
  if (!placeIds.length) return new Map();
  const rows = await db
    .select(placeFields)
    .from(places)
    .where(anyOf(places.id, [...new Set(placeIds)]));
  return new Map(rows.map((row) => [row.placeId, row]));
}
