import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { knownPlace } from './identity';
import { getProfile } from './queries';

interface PlaceChanges {
  region?: string;
  regionId?: string | null;
  city?: string;
  cityId?: string | null;
}

const changed = <T>(sent: T | undefined, saved: T): T => (sent !== undefined ? sent : saved);

/**
 * A profile change that touches the place writes the whole place again, its names taken from
 * the lists by the ids (sent, or else saved): a name sent alone cannot sit beside another
 * place's ids (docs/product/accounts-and-sessions.md#place).
 */
export async function withKnownPlace<T extends PlaceChanges>(
  db: Database,
  userId: string,
  changes: T,
): Promise<T> {
  const { region, regionId, city, cityId } = changes;
  if ([region, regionId, city, cityId].every((value) => value === undefined)) return changes;
  const saved = await getProfile(db, userId);
  if (!saved) throw AppError.of('unauthenticated');
  const place = await knownPlace(db, {
    region: changed(region, saved.region),
    regionId: changed(regionId, saved.regionId),
    city: changed(city, saved.city),
    cityId: changed(cityId, saved.cityId),
  });
  return { ...changes, ...place };
}
