import type { CityPlace } from '@mdc/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { places, userPlaces } from '../../db/schema/index';

// Enough for any city's autocomplete; the most shared first.
const CITY_PLACES_MAX = 200;

/**
 * A city's meeting points that some member lists, with how many members meet at each: the
 * most shared first, then by name. Places no member lists and places a moderator removed are
 * left out.
 */
export function listCityPlaces(db: Database, cityId: string): Promise<CityPlace[]> {
  return queryRows<CityPlace>(
    db,
    sql`select p.id as "placeId", p.kind, p.name, p.region_id as "regionId",
          p.city_id as "cityId", count(*)::int as sellers
        from ${places} p join ${userPlaces} up on up.place_id = p.id
        where p.city_id = ${cityId} and p.removed_at is null
        group by p.id
        order by sellers desc, lower(p.name), p.id
        limit ${CITY_PLACES_MAX}`,
  );
}
