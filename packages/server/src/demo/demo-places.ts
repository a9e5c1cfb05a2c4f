import { meetingPlacesInputSchema } from '@mdc/shared';
import type { Database } from '../db/client';
import { listMemberPlaces, saveMemberPlaces } from '../modules/places/index';
import { findPlace } from './demo-data';
import type { DemoSeller } from './demo-sellers';

/**
 * A demo seller's meeting points, in the seller's city, saved as the member's PUT saves them. A
 * seller who lists any already is left as he is (a rerun changes nothing).
 */
export async function ensureDemoPlaces(
  db: Database,
  account: { id: string },
  seller: DemoSeller,
  now: Date,
): Promise<void> {
  if (!seller.places?.length || (await listMemberPlaces(db, account.id)).length) return;
  const { regionId } = findPlace(seller.cityId);
  const list = meetingPlacesInputSchema.parse(
    seller.places.map((place) => ({ ...place, regionId, cityId: seller.cityId })),
  );
  await saveMemberPlaces(db, account.id, list, now);
}
