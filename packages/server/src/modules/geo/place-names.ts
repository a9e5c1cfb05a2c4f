import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { geoDepartments, geoProvinces } from '../../db/schema/index';

/** A profile's place: the names shown beside the ids they were picked by. */
export interface Place {
  region: string;
  regionId: string | null;
  city: string;
  cityId: string | null;
}

export type PlaceFromLists = { place: Place } | { unknown: 'regionId' | 'cityId' };

/**
 * The place a profile may hold (docs/product/accounts-and-sessions.md#place): the ids decide.
 * When the server holds the province list, the province id must be on it and its name is the
 * list's, whatever text the client sent; the same for the city against its province's list. A
 * list the server never got (georef down at the first need) checks nothing and the typed name
 * stands (the schema's text rule has cleaned it); so does a name sent without an id.
 */
export async function placeFromLists(db: Database, typed: Place): Promise<PlaceFromLists> {
  const { regionId, cityId } = typed;
  if (!regionId) return { place: typed };
  const provinces = await db.select().from(geoProvinces);
  const province = provinces.find(({ id }) => id === regionId);
  if (provinces.length && !province) return { unknown: 'regionId' };
  const region = province?.name ?? typed.region;
  if (!cityId) return { place: { ...typed, region } };
  const departments = await db
    .select()
    .from(geoDepartments)
    .where(eq(geoDepartments.provinceId, regionId));
  const department = departments.find(({ id }) => id === cityId);
  if (departments.length && !department) return { unknown: 'cityId' };
  return { place: { ...typed, region, city: department?.name ?? typed.city } };
}
