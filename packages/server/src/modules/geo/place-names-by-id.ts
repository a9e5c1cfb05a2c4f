import { sql } from 'drizzle-orm';
import { queryRows, sqlArray, type Database } from '../../db/client';
import { geoDepartments, geoProvinces } from '../../db/schema/index';

/** A province's and a city's names, null where the lists do not hold the id (georef never read). */
export interface PlaceNames {
  region: string | null;
  city: string | null;
}

/**
 * The names of places picked by id (meeting points keep ids only), in one statement for all:
 * keyed `regionId|cityId`.
 */
export async function placeNamesById(
  db: Database,
  ids: readonly { regionId: string; cityId: string }[],
): Promise<Map<string, PlaceNames>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ regionId: string; cityId: string } & PlaceNames>(
    db,
    sql`select w.region_id as "regionId", w.city_id as "cityId", p.name as region, d.name as city
        from unnest(${sqlArray(
          ids.map((id) => id.regionId),
          'text',
        )}, ${sqlArray(
          ids.map((id) => id.cityId),
          'text',
        )}) as w(region_id, city_id)
        left join ${geoProvinces} p on p.id = w.region_id
        left join ${geoDepartments} d on d.province_id = w.region_id and d.id = w.city_id`,
  );
  return new Map(rows.map((row) => [`${row.regionId}|${row.cityId}`, row]));
}
